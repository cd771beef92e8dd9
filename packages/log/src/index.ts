export { canonicalJson } from "./canonical.ts";
export {
  chainBroken,
  GENESIS,
  hashEnvelope,
  type Seal,
  seal,
  type VerifyOptions,
  type VerifyResult,
  verify,
} from "./chain.ts";
export {
  type BulkEvolve,
  type Decider,
  DomainRejection,
  isDomainRejection,
  type ReplayOptions,
  type ReplayResult,
  replay,
  replayLines,
} from "./decider.ts";
export {
  ENVELOPE_FIELDS,
  type Envelope,
  type EnvelopeField,
  envelopeOf,
  isEnvelopeField,
  SEAL_FIELDS,
  toRecord,
} from "./envelope.ts";
export {
  ChainBroken,
  EventRejected,
  formatLogError,
  InvalidEvent,
  isLogError,
  type LogError,
  MalformedLine,
} from "./errors.ts";
export { EventDecodeError, isEventDecodeError } from "./event-decode-error.ts";
export { type EventDecoderOptions, eventDecoder } from "./event-decoder.ts";
export { type DecodedLog, decodeJsonLines, encodeJsonLines, type LogLine } from "./jsonl.ts";
export { type Draft, peek, produceState, type Recipe, snapshotOf, thawed } from "./recipe.ts";
