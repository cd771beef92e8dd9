import {
  type AuditEntry,
  type PendingOption,
  type RulingNeeded,
  SEAT_NAMES,
  type Seat,
} from "@bridgelaw/cards";
import type { IrregularPlay, Matter, MatterBody, PlayState } from "./state.ts";

/** Shared empty list: the legal path allocates no notes. */
export const NO_NOTES: readonly AuditEntry[] = [];

/** Starts an event: the notes of the previous event are not this event's. */
export const begin = (p: PlayState): PlayState => (p.notes.length === 0 ? p : { ...p, notes: NO_NOTES });

/** Adds an audit entry derived by the current event. */
export const note = (p: PlayState, position: number, law: string, text: string): PlayState => ({
  ...p,
  notes: [...p.notes, { position, law, text }],
});

/** Asks the Director a question (design §3): answered by a `DirectorRuled`. */
export const ask = (p: PlayState, question: RulingNeeded): PlayState =>
  p.rulingsNeeded.some((r) => r.law === question.law && r.position === question.position)
    ? p
    : { ...p, rulingsNeeded: [...p.rulingsNeeded, question] };

export const name = (seat: Seat): string => SEAT_NAMES[seat];

/** Replaces the open matters; the pending options are theirs. */
export const withMatters = (p: PlayState, matters: readonly Matter[]): PlayState => ({
  ...p,
  matters,
  pending: matters.flatMap((m) => m.offered),
});

export const openMatter = (p: PlayState, matter: Matter): PlayState => withMatters(p, [...p.matters, matter]);

export const closeMatter = (p: PlayState, matter: Matter): PlayState =>
  withMatters(
    p,
    p.matters.filter((m) => m !== matter),
  );

export const replaceMatter = (p: PlayState, matter: Matter, next: Matter): PlayState =>
  withMatters(
    p,
    p.matters.map((m) => (m === matter ? next : m)),
  );

/** A matter with the options it offers. */
export const offering = <M extends MatterBody>(body: M, offered: readonly PendingOption[]): M & Matter =>
  ({ ...body, offered }) as M & Matter;

export const addIrregular = (p: PlayState, entry: IrregularPlay): PlayState => ({
  ...p,
  irregular: [...p.irregular, entry],
});

/**
 * Records what became of an irregular card (accepted, retracted, penalty card …). A defective trick (67) or a
 * fifth card (45E) recorded at the same position as a lead is settled only when named by `law`.
 */
export const settleIrregular = (p: PlayState, position: number, status: string, law?: string): PlayState => {
  const hit = (i: IrregularPlay): boolean =>
    i.position === position && (law === undefined ? i.law !== "67" && i.law !== "45E" : i.law === law);
  return p.irregular.some(hit)
    ? { ...p, irregular: p.irregular.map((i) => (hit(i) ? { ...i, status } : i)) }
    : p;
};
