// The facts of the Laws the table itself keeps (13, 14, 15, 16B, 17D2, 20F, 45C), beside the phases'
// states: what was recorded, what the Law made of it, and the questions left to the Director.
import { type LawId, lawIn } from "@bridgelaw/cards";
import type { Draft } from "immer";
import type { TableEntry, TableFact, TableQuestion } from "../consequences.ts";
import type { TableDraft, TableState } from "../state.ts";
import { type LawFacts, NO_LAW_FACTS } from "./types.ts";

export * from "./types.ts";

/** The Law facts of a table state. */
export const lawFacts = (s: TableState): LawFacts => s.laws ?? NO_LAW_FACTS;

/** The Law facts of a draft, created on first use. */
export const factsOf = (d: TableDraft): Draft<LawFacts> => {
  if (d.laws === undefined) d.laws = structuredClone(NO_LAW_FACTS) as Draft<LawFacts>;
  return d.laws;
};

/** Appends one derived consequence to the board's audit trail, as data (its Law, the position of its cause). */
export const audit = (d: TableDraft, entry: TableEntry): void => {
  // written with the 2017 numbers: a 2007 board cites its Code's (17D2 → 22B2, 15A → 17D …)
  const law = lawIn(d.setup?.edition ?? "2017", entry.law);
  d.audit.push((law === entry.law ? entry : { ...entry, law }) as TableDraft["audit"][number]);
};

/** Asks the Director a question (listed in `rulingsNeeded` until answered). */
export const askDirector = (d: TableDraft, ruling: TableQuestion): void => {
  const { answers, ...rest } = ruling;
  factsOf(d).rulings.push({
    ...rest,
    ...(answers !== undefined && { answers: [...answers] }),
  } as Draft<TableQuestion>);
};

/** Closes the question under `law` about `about`. */
export const answered = (d: TableDraft, law: LawId, about: number): void => {
  const f = factsOf(d);
  f.rulings = f.rulings.filter((r) => !(r.law === law && r.position === about));
};

/** The open question a ruling (or an adjusted score) answers, by its Law and, when given, its position. */
export const lawQuestion = (
  s: TableState,
  law: LawId,
  about: number | undefined,
): TableQuestion | undefined => {
  const open = lawFacts(s).rulings.filter(
    (r) => r.law === law && (about === undefined || r.position === about),
  );
  return open.length === 1 ? open[0] : undefined;
};

/**
 * The Director's ruling as the audit trail records it: his answer, the tricks he awards, his words; its Law in
 * the board's Code (`edition`: a 2007 board's 50E3 for the 2017 Code's 50E4).
 */
export const rulingGiven = (
  e: { readonly law: LawId; readonly answer?: string; readonly tricks?: number; readonly text?: string },
  about: number,
  position: number,
  edition: "2017" | "2007" = "2017",
): TableFact<"RulingGiven"> & { readonly position: number; readonly law: LawId } => ({
  _tag: "RulingGiven",
  position,
  law: lawIn(edition, e.law),
  about,
  ...(e.answer !== undefined && e.answer !== "" && { answer: e.answer }),
  ...(e.tricks !== undefined && { tricks: e.tricks }),
  ...(e.text !== undefined && e.text !== "" && { words: e.text }),
});
