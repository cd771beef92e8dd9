/*
 * French typography, in one place for every application (issue 33): the catalogs are written with plain spaces,
 * and what an application shows or prints in French is set here. The rule of the Imprimerie nationale's
 * *Lexique* as French publishers apply it (and the FFB's Code prints it): a space that cannot break before
 * « : ; ? ! », and inside the guillemets (« Q »). A line is never broken between a word and its colon.
 */

/** The no-break space (U+00A0) French sets before « : ; ? ! » and inside « ». */
const NO_BREAK_SPACE = "\u00a0";

/**
 * A plain space before a high punctuation mark or a closing guillemet, after a word or at the start of a piece
 * of text (` : 2 levées à NS`, written after another) but not after another space (the spaces that align a
 * column or indent a line: `  ! levée 3` keeps its mark); a plain space after an opening guillemet.
 */
const BEFORE = /(?<!\s) ([:;?!»])/g;
const AFTER = /« /g;

/**
 * French text as French typography sets it: the plain space between a word and « : ; ? ! » or a closing
 * guillemet, and after an opening guillemet, becomes a no-break space (`ligne 4 : …` → `ligne 4\u00a0: …`).
 * Nothing else changes: no space is added where none was written, so a card, a call, a Law id or a number
 * (`♠R`, `3SA`, `27B1(a)`, `12:30`) is never touched, and setting text twice is setting it once. English has no
 * such spaces and is returned as it is; apply it to French only (text, not JSON or a log).
 */
export const frenchTypography = (text: string): string =>
  text.replace(BEFORE, `${NO_BREAK_SPACE}$1`).replace(AFTER, `«${NO_BREAK_SPACE}`);
