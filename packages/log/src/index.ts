export { lazy, lazyList, lazyRecord } from "#lazy";
export {
  type AppendResult,
  type AppendTextResult,
  appendJsonLines,
  appendRecords,
} from "./append.ts";
export { CanonicalJsonError, type CanonicalJsonProblem, canonicalJson } from "./canonical.ts";
export {
  type ChainFault,
  chainBroken,
  chainFrom,
  chainLinesFrom,
  chainReason,
  GENESIS,
  hashEnvelope,
  isHash,
  SEAL_MARKER,
  type Seal,
  seal,
  sha256Hex,
  type VerifyOptions,
  type VerifyProblem,
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
  SEAL_MARKER_FIELD,
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
  type MalformedLineProblem,
} from "./errors.ts";
export { EventDecodeError, isEventDecodeError } from "./event-decode-error.ts";
export { type EventDecoderOptions, eventDecoder } from "./event-decoder.ts";
export { continues, GrowingMap } from "./growing.ts";
export { type DecodeProblem, formatPath } from "./issue-reason.ts";
export {
  type DecodedLog,
  type DecodeOptions,
  decodeJsonLines,
  encodeJsonLines,
  type LogLine,
} from "./jsonl.ts";
export {
  LOG_HEAD_TYPE,
  type LogHead,
  MANIFEST_FORMAT,
  MANIFEST_TYPE,
  type ManifestEntry,
  type ManifestRead,
  makeManifest,
  readManifest,
} from "./manifest.ts";
export {
  currentOf,
  type Draft,
  frozenThrough,
  peek,
  produceState,
  type Recipe,
  snapshotOf,
  thawed,
} from "./recipe.ts";
export { type Refusal, refusalReason } from "./refusal.ts";
export {
  type Expected,
  type Given,
  type LawRunner,
  lawSpecification,
  matches,
  type Observed,
  type When,
} from "./specification.ts";
export {
  formatJsonPath,
  MAX_DEPTH,
  parseStrictJson,
  StrictJsonError,
  type StrictJsonOptions,
  type StrictJsonProblem,
} from "./strict-json.ts";
