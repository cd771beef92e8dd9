import { readBoardNumber } from "../board-number.ts";
import { isoDateOf } from "../participants.ts";
import { type Problem, warning, error as wrong } from "../problems.ts";
import { readDealValue } from "./deal-value.ts";
import { KNOWN_TAGS, type PbnRecord, type PbnTag } from "./records.ts";
import {
  parseContractValue,
  parseDeclarerValue,
  parseResultValue,
  parseScoreValue,
  parseSeatValue,
  parseVulnerableValue,
} from "./values.ts";

/**
 * Checks the value of every tag of a record against chapters 3 and 4 of PBN 2.1. "?" (unknown) and ""
 * (not applicable) are accepted for every tag (§3.4). A value the standard only gives examples for
 * (Scoring, Competition, Mode, player types) draws a warning when it is not one of them.
 */
export const checkTagValues = (record: PbnRecord): Problem[] => {
  const problems: Problem[] = [];
  for (const tag of record.tags.values()) {
    if (tag.line === 0) continue; // a `##` value: checked where it was written
    if (!KNOWN_TAGS.has(tag.name)) {
      problems.push(warning("unknown-tag", tag.line, `tag ${tag.name} is not a PBN 2.1 tag: kept as it is`));
      continue;
    }
    const v = tag.value;
    if (v === "?" || (v === "" && tag.name !== "Note")) continue;
    const reason = CHECKS[tag.name]?.(v, record);
    if (reason !== undefined && reason !== null) {
      const [severity, text] = Array.isArray(reason) ? reason : (["error", reason] as const);
      problems.push((severity === "error" ? wrong : warning)("tag-value", tag.line, `${tag.name}: ${text}`));
    }
  }
  return problems;
};

type Check = (
  v: string,
  record: PbnRecord,
) => string | readonly ["warning" | "error", string] | null | undefined;

const DATE = /^([0-9]{4}|\?{4})\.([0-9]{2}|\?{2})\.([0-9]{2}|\?{2})$/;
/** A date PBN does not write but that reads as one (`2013-08-10 17:04`) is a warning: nothing is lost. */
const checkDate: Check = (v) => {
  if (DATE.test(v)) return null;
  const read = isoDateOf(v);
  if (read === null) return `"${v}" is not a date YYYY.MM.DD (with ? for unknown digits)`;
  return [
    "warning",
    `"${v}" is not written YYYY.MM.DD: read as ${read.iso}${read.time !== undefined ? ` (the time ${read.time} stays in the note)` : ""}`,
  ];
};
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$/;
const checkTime: Check = (v) => (TIME.test(v) ? null : `"${v}" is not a time HH:MM:SS`);
const oneOf =
  (values: readonly string[], severity: "warning" | "error" = "warning"): Check =>
  (v) =>
    values.some((x) => x.toLowerCase() === v.toLowerCase())
      ? null
      : [severity, `"${v}" is not one of ${values.join(", ")}`];
const nonNegativeInteger: Check = (v) => (/^[0-9]+$/.test(v) ? null : `"${v}" is not a non-negative integer`);
const parsed =
  <T>(parse: (v: string) => { ok: true; value: T } | { ok: false; error: string }): Check =>
  (v) => {
    const r = parse(v);
    return r.ok ? null : r.error;
  };
const score =
  (decimals: boolean, extra?: (n: number) => string | null): Check =>
  (v) => {
    const r = parseScoreValue(v, decimals);
    if (!r.ok) return r.error;
    if (extra) {
      for (const n of [r.value.declarer, r.value.NS, r.value.EW]) {
        if (n === undefined) continue;
        const why = extra(n);
        if (why !== null) return why;
      }
    }
    return null;
  };

const SCORING_BASIC = [
  "MP",
  "MatchPoints",
  "IMP",
  "Cavendish",
  "Chicago",
  "Rubber",
  "BAM",
  "Instant",
  "Butler",
  "Butler-2",
  "Experts",
  "Cross",
  "Cross1",
  "Cross2",
  "Mean",
  "Median",
  "MP1",
  "MP2",
  "OldMP",
  "Mitchell2",
  "Mitchell3",
  "Mitchell4",
  "Ascherman",
  "Bastille",
  "EMP",
  "IMP_1948",
  "IMP_1961",
];

const checkScoring: Check = (v) => {
  const fields = v.split(";");
  for (const f of fields) {
    if (!/^[A-Za-z0-9_-]+$/.test(f.trim()))
      return `"${v}": each field must be a scoring name (fields separated by ;)`;
  }
  const unknown = fields.filter(
    (f) => !SCORING_BASIC.some((x) => x.toLowerCase() === f.trim().toLowerCase()),
  );
  return unknown.length === 0
    ? null
    : ["warning", `"${unknown.join(";")}" is not a scoring method the standard names`];
};

const checkRound: Check = (v) =>
  /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/.test(v)
    ? null
    : `"${v}" is not a round (letters, digits, _, parts separated by .)`;

const checkHidden: Check = (v) =>
  /^[WNESwnes]+$/.test(v) ? null : `"${v}" is not a set of directions (W N E S)`;

const checkNoteless: Check = () => null;

const checkRubber: Check = (v) => {
  const part = String.raw`\d+\s*/\s*\d+`;
  const re = new RegExp(String.raw`^(${part}|(NS|EW)\s+${part}(\s+(NS|EW)\s+${part})?)$`, "i");
  return re.test(v.trim())
    ? null
    : `"${v}" is not a rubber score (<above>/<below>, optionally with NS or EW)`;
};

/** ScoreRubberHistory (§4.2.6): "NS <history> EW <history>", and the vulnerability it implies. */
const checkRubberHistory: Check = (v, record) => {
  const m = /^\s*NS\s+(.+?)\s+EW\s+(.+?)\s*$/i.exec(v);
  if (m === null) return `"${v}" is not NS <history> EW <history>`;
  const games = (h: string): number[] | null => {
    const hm = /^(\d+)\s+(\d+)\s*\/\s*(\d+(?:\s+\d+){0,2})$/.exec(h.trim());
    return hm === null ? null : hm[3]!.split(/\s+/).map(Number);
  };
  const ns = games(m[1]!);
  const ew = games(m[2]!);
  if (ns === null || ew === null || ns.length !== ew.length) {
    return `"${v}": each side gives <above_previous> <above_current>/<below> with one to three game scores`;
  }
  const finished = ns.length - 1;
  let nsWon = 0;
  let ewWon = 0;
  for (let g = 0; g < finished; g += 1) {
    if (ns[g]! >= 100) nsWon += 1;
    if (ew[g]! >= 100) ewWon += 1;
  }
  const implied = nsWon > 0 && ewWon > 0 ? "All" : nsWon > 0 ? "NS" : ewWon > 0 ? "EW" : "None";
  const vul = record.tags.get("Vulnerable");
  if (vul !== undefined) {
    const given = parseVulnerableValue(vul.value);
    if (given.ok && given.value !== implied) {
      return `the games won (NS ${nsWon}, EW ${ewWon}) make the vulnerability ${implied}, but Vulnerable is "${vul.value}"`;
    }
  }
  return null;
};

const checkOptimumScore: Check = (v) => {
  const r = parseScoreValue(v, false);
  if (!r.ok) return r.error.replace("<n>, ", "");
  return r.value.declarer !== undefined ? `"${v}" must name the side: NS <n>, EW <n>, or both` : null;
};

const checkTimeControl: Check = (v) => (/^\d+\/\d+$/.test(v) ? null : `"${v}" is not <games>/<minutes>`);

/** The column names of a table tag (§5.2): optional + or -, a name, optional \width and L or R. */
const checkColumns: Check = (v) => {
  for (const col of v.split(";")) {
    const m = /^([+-]?)([^\\]*)(?:\\(.*))?$/.exec(col);
    if (m === null || m[2]!.trim() === "") return `column "${col}" has no name`;
    if (m[3] !== undefined && !/^\d+[LR]?$/.test(m[3])) {
      return `column "${col}": a width is \\ followed by an integer and optionally L or R`;
    }
  }
  return null;
};

const CHECKS: Readonly<Record<string, Check>> = {
  Date: checkDate,
  EventDate: checkDate,
  UTCDate: checkDate,
  Time: checkTime,
  UTCTime: checkTime,
  Board: (v) => {
    const read = readBoardNumber(v);
    if (!read.ok) return read.reason;
    return String(read.board) === v
      ? null
      : ["warning", `"${v}" is not written as a positive integer: read as ${read.board}`];
  },
  Round: checkRound,
  Dealer: parsed(parseSeatValue),
  Vulnerable: parsed(parseVulnerableValue),
  Deal: (v) => {
    const { errors } = readDealValue(v);
    return errors.length === 0 ? null : errors.join("; ");
  },
  Declarer: parsed(parseDeclarerValue),
  Contract: (v) => {
    // §3.10: an end position gives the denomination only.
    if (/^(NT|S|H|D|C)$/i.test(v.trim())) return null;
    const r = parseContractValue(v);
    if (!r.ok) return r.error;
    return r.value !== "Pass" && r.value.shortNT ? ["warning", `"${v}": notrump is written NT`] : null;
  },
  Result: parsed(parseResultValue),
  Scoring: checkScoring,
  Score: score(false),
  ScoreIMP: score(true),
  ScoreMP: score(true),
  ScorePercentage: score(true, (n) => (n < 0 || n > 100 ? `${n} is not a percentage (0 … 100)` : null)),
  ScoreRubber: checkRubber,
  ScoreRubberHistory: checkRubberHistory,
  OptimumScore: checkOptimumScore,
  Hidden: checkHidden,
  Room: oneOf(["Open", "Closed"]),
  FrenchMP: oneOf(["Yes", "No"], "error"),
  Competition: oneOf(["Cavendish", "Chicago", "Individuals", "Pairs", "Rubber", "Teams"]),
  Mode: oneOf(["EM", "EMB", "IBS", "OKB", "TABLE", "TC"]),
  WestType: oneOf(["human", "program"]),
  NorthType: oneOf(["human", "program"]),
  EastType: oneOf(["human", "program"]),
  SouthType: oneOf(["human", "program"]),
  Table: (v) => (/^[1-9][0-9]*$/.test(v) ? null : ["warning", `"${v}" is not a table number`]),
  TimeCall: nonNegativeInteger,
  TimeCard: nonNegativeInteger,
  TimeControl: checkTimeControl,
  Termination: checkNoteless,
  Auction: parsed(parseSeatValue),
  Play: parsed(parseSeatValue),
  ActionTable: checkColumns,
  AuctionTimeTable: checkColumns,
  InstantScoreTable: checkColumns,
  OptimumPlayTable: checkColumns,
  OptimumResultTable: checkColumns,
  PlayTimeTable: checkColumns,
  ScoreTable: checkColumns,
  TotalScoreTable: checkColumns,
};

/** The tag of a record, if given with a value other than "" and "?". */
export const given = (record: PbnRecord, name: string): PbnTag | undefined => {
  const t = record.tags.get(name);
  return t === undefined || t.value.trim() === "" || t.value.trim() === "?" ? undefined : t;
};
