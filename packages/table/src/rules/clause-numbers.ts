import { type LawEdition, type LawId, lawIn, lawOf2017 } from "@bridgelaw/cards";

/*
 * The Laws are written with the 2017 Code's numbers; a 2007 board shows its own Code's (`lawIn`: 50E4 → 50E3,
 * 53B → 53C …). An option's or a question's Law is also the key a choice or an answer names: either number is
 * taken, the Code's own (as the board shows it) or the 2017 one (as a log already written names it).
 */

/** A list of options or questions with each Law in the board's Code. */
export const inTheCode = <T extends { readonly law: LawId }>(
  edition: LawEdition | undefined,
  list: readonly T[],
): readonly T[] =>
  edition !== "2007"
    ? list
    : list.map((x) => {
        const law = lawIn(edition, x.law);
        return law === x.law ? x : { ...x, law };
      });

/**
 * The Law a choice or an answer names, as the Laws number it: on a 2007 board, the 2007 number of a clause the
 * 2017 Code moved becomes its 2017 number when nothing open is named by it as it is and something open is
 * named by the 2017 number; anything else is taken as it is.
 */
export const as2017Number = (
  edition: LawEdition | undefined,
  law: LawId,
  isOpen: (law: LawId) => boolean,
): string => {
  if (edition !== "2007" || isOpen(law)) return law;
  const in2017 = lawOf2017(edition, law);
  return in2017 !== law && isOpen(in2017) ? in2017 : law;
};
