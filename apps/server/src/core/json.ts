import { continues, frozenThrough } from "@bridgelaw/log";

/*
 * The JSON the server sends of a board state (a reply, a live event, an idempotent request's stored reply). A
 * board's audit entries, tricks and calls are the same frozen values from one version of its view to the next
 * (the state's, and the view's entries made once for them): each is written as JSON once, not once per reply
 * (issue 32). Every other value is written by `JSON.stringify` as it is.
 */

/** Each value frozen through and through already written, with its JSON (it can no longer change). */
const written = new WeakMap<object, string>();

/** A value's JSON, kept for it when it is frozen through and through. */
const keptJson = (value: object): string => {
  let text = written.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    // (a state's values are lists and plain objects; a frozen Date, say, can still change its time)
    if ((Array.isArray(value) || isPlain(value)) && frozenThrough(value)) written.set(value, text);
  }
  return text;
};

/** Members' names as JSON (a view's are a few dozen, written in every reply), up to `NAMES` of them. */
const names = new Map<string, string>();
const NAMES = 4096;
const nameJson = (name: string): string => {
  let text = names.get(name);
  if (text === undefined) {
    text = JSON.stringify(name);
    if (names.size < NAMES) names.set(name, text);
  }
  return text;
};

/**
 * A value's JSON as JSON.stringify writes it (undefined for what JSON has no value for): a string with nothing
 * to escape, a number, a boolean or null written here (on Node 20 a call of JSON.stringify per member costs more
 * than the member), anything else by JSON.stringify.
 */
const valueJson = (value: unknown): string | undefined => {
  switch (typeof value) {
    case "string":
      for (let i = 0; i < value.length; i++) {
        const c = value.charCodeAt(i);
        if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff))
          return JSON.stringify(value);
      }
      return `"${value}"`;
    case "number":
      return Number.isFinite(value) ? String(value) : "null";
    case "boolean":
      return value ? "true" : "false";
    default:
      return value === null ? "null" : JSON.stringify(value);
  }
};

/** How deep a plain object's members are written one by one (a reply, its view, the auction). */
const DEPTH = 2;

/** A plain object that `JSON.stringify` writes member by member (no `toJSON`). */
const isPlain = (value: object): value is Record<string, unknown> => {
  if (typeof (value as { toJSON?: unknown }).toJSON === "function") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * The last list written whose first entry is this one, when every entry of it was frozen through and through,
 * with its JSON: a board's audit trail, its tricks, its calls are each version's list of the one before with
 * entries added at the end, so the next one's JSON is this one's with theirs (the entries before are not read
 * again).
 */
const grown = new WeakMap<object, { readonly entries: readonly unknown[]; readonly open: string }>();

/** An entry's JSON (kept for good when it is frozen through and through). */
const entryJson = (item: unknown): string =>
  item !== null && typeof item === "object" ? keptJson(item) : (valueJson(item) ?? "null");

/**
 * A list's JSON, entry by entry: each entry frozen through and through written once (the list itself is most
 * often new in each version of the view: a list of the state's grows, a seat's is filtered); a list that
 * continues the last one with the same first entry (`grown`) from that one's JSON, kept open (without its `]`:
 * continued as it is, never copied); and a list frozen through and through once for good (the calls during the
 * play, the tricks played).
 */
const listJson = (list: readonly unknown[]): string => {
  const frozen = Object.isFrozen(list);
  if (frozen) {
    const known = written.get(list);
    if (known !== undefined) return known;
  }
  const first = list[0];
  const last = first !== null && typeof first === "object" ? grown.get(first) : undefined;
  let from = 0;
  let open = "[";
  if (last !== undefined && continues(last.entries, list)) {
    from = last.entries.length;
    ({ open } = last);
  }
  // as JSON.stringify writes a list's item: what JSON has no value for (undefined, a function) is null
  let kept = true;
  for (let i = from; i < list.length; i++) {
    const item = list[i];
    if (i > 0) open += ",";
    open += entryJson(item);
    kept &&= item !== null && typeof item === "object" && written.has(item);
  }
  const text = `${open}]`;
  if (first !== null && typeof first === "object" && kept && from < list.length) {
    grown.set(first, { entries: list.slice(), open });
  }
  if (frozen && frozenThrough(list)) written.set(list, text);
  return text;
};

/**
 * An object's JSON, member by member down to `DEPTH`: a list of objects is written entry by entry (`listJson`),
 * a value frozen through and through once for good (`keptJson`), any other as `JSON.stringify` writes it.
 */
const objectJson = (value: Record<string, unknown>, depth: number): string => {
  let out = "{";
  for (const k of Object.keys(value)) {
    const member = value[k];
    let text: string | undefined;
    if (member === null || typeof member !== "object") text = valueJson(member);
    else if (Array.isArray(member))
      text =
        member.length > 1 && typeof member[0] === "object" && member[0] !== null
          ? listJson(member)
          : Object.isFrozen(member)
            ? keptJson(member)
            : JSON.stringify(member);
    else if (Object.isFrozen(member)) text = keptJson(member);
    else text = depth < DEPTH && isPlain(member) ? objectJson(member, depth + 1) : JSON.stringify(member);
    // as JSON.stringify writes a member: one JSON has no value for (undefined, a function) is left out
    if (text === undefined) continue;
    out += `${out.length > 1 ? "," : ""}${nameJson(k)}:${text}`;
  }
  return `${out}}`;
};

/**
 * `JSON.stringify(value)`'s text (the same bytes; an object's `toJSON` is called without the member's name),
 * each value frozen through and through in a list written once for good: the server's JSON of a board state,
 * its views' entries shared from one version to the next.
 */
export const encodeJson = (value: unknown): string => {
  if (value === null || typeof value !== "object") return JSON.stringify(value) as string;
  if (Array.isArray(value)) return listJson(value);
  return isPlain(value) ? objectJson(value, 0) : JSON.stringify(value);
};
