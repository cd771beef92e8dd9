/**
 * The findings a question for the Director offers (`RulingNeeded.answers`: ids the engine applies, `A1`,
 * `27B1(a)`, `not-comparable` …), each with its meaning, as the ruling forms and the rulings panel show them.
 * The ids are the log's (a `DirectorRuled` records the id); only the words are written here.
 */

/** Law 23A: the three ways a call is comparable, and the findings of Laws 23, 25B and 27B1(b). */
const COMPARABLE: Readonly<Record<string, string>> = {
  A1: "A1: comparable, the same or a similar meaning (23A1)",
  A2: "A2: comparable, a subset of the meanings (23A2)",
  A3: "A3: comparable, the same purpose (23A3)",
  "not-comparable": "not comparable",
};

const BY_ANSWER: Readonly<Record<string, string>> = {
  ...COMPARABLE,
  "27B1(a)": "27B1(a): the lowest sufficient bid in the same denomination(s)",
  contained: "contained: the same or a more precise meaning, within the insufficient bid's (2007 27B1(b))",
  unintended: "unintended (25A: the intended call replaces it)",
  intended: "intended (25B: a change of mind)",
  accept: "accept",
  "own-turn": "own turn: the call was made at his own turn",
  play: "play on",
  adjust: "an adjusted score",
  cancel: "cancel",
  confirm: "confirm",
  major: "a major penalty card",
  minor: "a minor penalty card",
  yes: "yes",
  no: "no",
  played: "played",
  "not-played": "not played",
  established: "established",
  "other-side": "the other side's",
  following: "following to the lead",
  leading: "leading",
  none: "none",
  "mistaken-call": "a mistaken call, not a mistaken explanation",
  stands: "the claim stands",
  differs: "differs",
  same: "the same",
};

/** A finding with its meaning (`A1: comparable, the same or a similar meaning (23A1)`); an id it does not know as is. */
export const answerText = (law: string, answer: string): string => {
  if (/^\d+$/.test(answer)) return `the call at event ${answer}`;
  if (law.startsWith("36") || law.startsWith("37") || law.startsWith("38")) return `Law ${answer} applies`;
  return BY_ANSWER[answer] ?? answer.replace(/-/g, " ");
};

/**
 * The Laws whose ruling credits a number of tricks (`DirectorRuled.tricks`): 64C, the claims (69, 70, 71), a
 * disagreement on tricks (79B), the judgements of the play that assign a result in tricks (the play package's
 * `ADJUSTING_LAWS`: 43B3, 45F …) and a 16B3 adjustment. Any other question takes a finding and words only.
 */
const TRICKS_LAWS: readonly string[] = [
  "64C",
  "69",
  "70",
  "71",
  "79B",
  "16B3",
  "12A1",
  "43B3",
  "45F",
  "47E2",
  "50E4",
  "55C",
  "61B3",
  "62D2",
  "65B3",
  "66D",
  "67B3",
];

/** Whether the ruling on a question of this Law takes a number of tricks. */
export const takesTricks = (law: string): boolean => TRICKS_LAWS.some((l) => law.startsWith(l));
