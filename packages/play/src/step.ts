import { lawIn } from "@bridgelaw/cards";
import { peek } from "@bridgelaw/log";
import { isDraft } from "immer";
import type { PlayEntry, PlayOption, PlayQuestion } from "./consequences.ts";
import type { IrregularPlay, IrregularStatus, Matter, MatterBody, PlayDraft, PlayState } from "./state.ts";

/** The play's fields that are lists. */
type PlayList = {
  [K in keyof PlayState]: PlayState[K] extends readonly unknown[] ? K : never;
}[keyof PlayState];

/**
 * The first entry of one of the play's lists that `matches`, reached through the draft (to change it, or to
 * close it by identity) only when the list as it stands holds one: a list only looked through is not drafted.
 */
export const findDrafted = <K extends PlayList>(
  d: PlayDraft,
  key: K,
  matches: (x: PlayState[K][number]) => boolean,
): PlayDraft[K][number] | undefined => {
  if (!(peek(peek(d)[key]) as PlayState[K]).some(matches)) return undefined;
  return (d[key] as readonly PlayDraft[K][number][]).find((x) => matches(x as PlayState[K][number]));
};

/** Starts an event: the notes of the previous event are not this event's. */
export const begin = (d: PlayDraft): void => {
  // a new list in a draft (reading the old one would draft it); in place, only when there were notes
  if (isDraft(d) || d.notes.length > 0) d.notes = [];
};

/** Adds an audit entry derived by the current event: a consequence as data, with its Law and position. */
export const note = (d: PlayDraft, entry: PlayEntry): void => {
  // written with the 2017 numbers: a 2007 board cites its Code's (53B/53C)
  const law = lawIn(d.edition, entry.law);
  d.notes.push((law === entry.law ? entry : { ...entry, law }) as PlayDraft["notes"][number]);
};

/** Asks the Director a question, where the Law asks for judgement: answered by a `DirectorRuled`. */
export const ask = (d: PlayDraft, question: PlayQuestion): void => {
  if (d.rulingsNeeded.some((r) => r.law === question.law && r.position === question.position)) return;
  d.rulingsNeeded.push(question as PlayDraft["rulingsNeeded"][number]);
};

type DraftMatter = PlayDraft["matters"][number];

/** Replaces the open matters; the pending options are theirs. */
export const setMatters = (d: PlayDraft, matters: readonly Matter[]): void => {
  d.matters = matters as DraftMatter[];
  d.pending = d.matters.flatMap((m) => m.offered);
};

export const openMatter = (d: PlayDraft, matter: Matter): void => setMatters(d, [...d.matters, matter]);

export const closeMatter = (d: PlayDraft, matter: Matter): void =>
  setMatters(
    d,
    d.matters.filter((m) => m !== matter),
  );

export const replaceMatter = (d: PlayDraft, matter: Matter, next: Matter): void =>
  setMatters(
    d,
    d.matters.map((m) => (m === matter ? (next as DraftMatter) : m)),
  );

/** A matter with the options it offers. */
export const offering = <M extends MatterBody>(body: M, offered: readonly PlayOption[]): M & Matter =>
  ({ ...body, offered }) as M & Matter;

export const addIrregular = (d: PlayDraft, entry: IrregularPlay): void => {
  d.irregular.push(entry as PlayDraft["irregular"][number]);
};

/**
 * Records what became of an irregular card (accepted, retracted, penalty card …; `by`: the Law that settled it).
 * A defective trick (67) or a fifth card (45E) recorded at the same position as a lead is settled only when
 * named by `of` (its Law).
 */
export const settleIrregular = (
  d: PlayDraft,
  position: number,
  status: IrregularStatus,
  options: { readonly by?: string; readonly of?: string } = {},
): void => {
  const { by, of } = options;
  for (const i of d.irregular) {
    if (i.position !== position || (of === undefined ? i.law === "67" || i.law === "45E" : i.law !== of))
      continue;
    i.status = status;
    if (by !== undefined) i.settledBy = by;
  }
};
