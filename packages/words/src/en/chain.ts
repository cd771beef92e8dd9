import type { ChainFault } from "@bridgelaw/log";
import type { LogLineUnread, Messages } from "../catalog.ts";

/** Why a sealed log's chain does not hold, in English (`@bridgelaw/log`'s `ChainFault`; `chainReason` writes the same). */
export const CHAIN: Messages<ChainFault> = {
  SealStripped:
    'record {marker} carries the seal marker ("sealed") but no record has seq, prev or hash: the log was sealed, and its seal stripped',
  NotSealed:
    "{empty, select, true {the log has no records, so no seal} other {{headExpected, select, true {the log is not sealed but a head hash is expected} other {the log is not sealed}}}}",
  SealFieldsMissing: "record {record} has no seq, prev or hash, but the log is sealed",
  MarkerNotFirst: "record {record} carries the seal marker, which only the first record of a log carries",
  MarkerWrong: 'record 1 has the seal marker {value}, expected "{expected}"',
  MarkerMissingFirst: "record 1 has no seal marker, but record {marker} has one",
  SeqWrong:
    "{seq, select, absent {record {record} has no seq} other {record {record} has seq {seq}, expected {record}}}",
  PrevWrong:
    "{missing, select, true {record {record} has no prev} other {{previous, plural, =0 {record {record} has a prev that is not the genesis hash (64 zeros)} other {record {record} has a prev that does not match the hash of record {previous}}}}}",
  HashMalformed:
    "{missing, select, true {record {record} has no hash} other {record {record} has a hash that is not 64 lower-case hex digits}}",
  HashUnreadable: "record {record} cannot be hashed: {why}",
  HashMismatch: "record {record} has a hash that does not match its content",
  AddedAfterHead:
    "record {record} follows the expected head (the hash of record {previous}): {added, plural, one {# record} other {# records}} added after the head was taken",
  CutOff:
    "the log ends at record {last} but the expected head is that of record {expected}: {missing, plural, one {# record} other {# records}} missing at the end (cut off), or the log was replaced",
  LastNotHead:
    "the hash of record {record}, the last, is not the expected head: the log was edited and sealed again, or replaced",
  EndNotHead:
    "the log ends at record {last}, whose hash is not the expected head: records were cut off its end, or the log was sealed again or replaced",
};

/** A line of a log that cannot be read (`MalformedLine`'s problem of `@bridgelaw/log`), in English. */
export const LINE_PROBLEMS: Messages<LogLineUnread> = {
  LogLineUnread:
    "{problem, select, not_an_object {not a JSON object} duplicate_key {a key given twice} lone_surrogate {a lone surrogate in a string} too_deep {nested too deep} number_out_of_range {a number out of range} number_not_exact {an integer beyond 2^53, which a log cannot carry exactly} number_not_canonical {a number not written as the log writes it} byte_order_mark {a byte order mark} other {not valid JSON}}",
};
