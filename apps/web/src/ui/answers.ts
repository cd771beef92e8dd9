/**
 * The findings a question for the Director offers (`RulingNeeded.answers`: ids the engine applies, `A1`,
 * `27B1(a)`, `not-comparable` …), each with its meaning, as the ruling forms and the rulings panel show them.
 * The ids are the log's (a `DirectorRuled` records the id); only the words are written here.
 */
import { t } from "./lang.ts";

/**
 * A finding with its meaning (`A1: comparable, the same or a similar meaning (23A1)`), in the app's language
 * (the catalog's `findingText`: Laws 23, 25, 27B1 …); an id it does not know as is.
 */
export const answerText = (law: string, answer: string): string => {
  if (/^\d+$/.test(answer)) return t("findingCall", { n: answer });
  if (law.startsWith("36") || law.startsWith("37") || law.startsWith("38"))
    return t("findingLaw", { law: answer });
  return t("findingText", { a: answer, text: answer.replace(/-/g, " ") });
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
