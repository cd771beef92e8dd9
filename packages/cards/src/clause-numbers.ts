import type { LawId } from "./law.ts";
import type { LawEdition } from "./law-titles.ts";

/**
 * The clauses the 2017 Code numbered otherwise than the 2007 Code, for the same rule (the Laws are written
 * here with the 2017 numbers; a board played under the 2007 Code cites its own). Each pair is read in the two
 * Codes' texts: e.g. three passes after a call, one of them out of rotation, is 2017 17D3 and 2007 17E2; the
 * end of the auction period is 2017 17D1–2 and 2007 22B1–2 (2007 17D is cards taken from the wrong board,
 * 2017 15A); the end of the auction is 2017 22A (three passes after a call) and 22B (four passes), 2007 22A2
 * and 22A1; awareness of potential damage is 2017 72C and 2007 23 (2007 has no comparable call); the
 * information from withdrawn calls is 2017 16C and 2007 16D; the correct lead after a lead out of turn and the
 * wrong defender's play after declarer's are 2017 53B and 53C, 2007 53C and 53B; the replacement board and
 * the adjusted score with one result in teams are 2017 86A and 86B, 2007 86C and 86D; a revoke claimed does
 * not by itself allow the quitted tricks to be inspected: 2017 61C, 2007 62C3.
 */
const IN_2007: Readonly<Record<string, LawId>> = {
  "15A": "17D",
  "15A1": "17D1",
  "15A2": "17D2",
  "15A3": "17D3",
  "16C": "16D",
  "16C1": "16D1",
  "16C2": "16D2",
  "17D1": "22B1",
  "17D2": "22B2",
  "17D3": "17E2",
  "22A": "22A2",
  "22B": "22A1",
  "53B": "53C",
  "53C": "53B",
  "61C": "62C3",
  "72C": "23",
  "86A": "86C",
  "86B": "86D",
  "86B1": "86D",
  "86B2": "86D",
  "86B3": "86D",
  // the 2007 Code numbers the inadmissible calls 35(1)–(4); 45D, 56 and 68D have no numbered clauses; its
  // 50E2–3 are 2017 50E3–4 (its 50E2, any other information, covers 2017 50E2–3); its 63A3 (makes or agrees to a claim or concession) covers 2017 63A4's assent
  "35A": "35(1)",
  "35B": "35(2)",
  "35C": "35(3)",
  "35D": "35(4)",
  "45D1": "45D",
  "50E3": "50E2",
  "50E4": "50E3",
  "56A": "56",
  "56B": "56",
  "57C3": "57C",
  "63A4": "63A3",
  "68D1": "68D",
  "68D2": "68D",
};

/** The 2017 number of each 2007 clause of the table above (the other way). */
const IN_2017: Readonly<Record<string, LawId>> = Object.entries(IN_2007).reduce<Record<string, LawId>>(
  (inverse, [c2017, c2007]) => {
    inverse[c2007] ??= c2017 as LawId;
    return inverse;
  },
  {},
);

/**
 * The number a Code gives the clause the 2017 Code numbers `law` (the 2017 Code: `law` itself). Only the
 * clauses the 2017 Code moved change; every other number is the same in both Codes.
 */
export const lawIn = (edition: LawEdition, law: LawId): LawId =>
  edition === "2007" ? renumber(IN_2007, law) : law;

/** The 2017 number of the clause a Code numbers `law` (the inverse of `lawIn` for the clauses moved). */
export const lawOf2017 = (edition: LawEdition, law: LawId): LawId =>
  edition === "2007" ? renumber(IN_2017, law) : law;

/** A clause moved as a whole carries its lettered sub-clause with it: 2017 15A2(c) is 2007 17D2(c). */
const renumber = (table: Readonly<Record<string, LawId>>, law: LawId): LawId => {
  const whole = table[law];
  if (whole !== undefined) return whole;
  const sub = /^(.+?)(\([a-z]+\))$/.exec(law);
  const head = sub === null ? undefined : table[sub[1]!];
  return head === undefined || head.includes("(") ? law : `${head}${sub![2]}`;
};

/** The pairs of clauses the 2017 Code renumbered: `[2017 number, 2007 number]`. */
export const renumberedClauses = (): ReadonlyArray<readonly [LawId, LawId]> =>
  Object.entries(IN_2007) as [LawId, LawId][];
