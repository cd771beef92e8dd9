/** Characters a POSIX shell takes as they are in a word (no quoting needed). */
const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/;

/**
 * A word as a POSIX shell reads it back: as it is when it needs no quoting (`board.jsonl`, `64C1`), else in
 * single quotes (`'12C1(b)'`, `'3H N 9'`, `'my board.jsonl'`), a single quote written `'\''`. A command
 * line that the CLI prints for a user to run is made of these, so that it can be pasted as it is.
 */
export const shellQuote = (word: string): string =>
  PLAIN.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;

/** A command line of words, each quoted as a shell needs it. */
export const shellCommand = (words: readonly string[]): string => words.map(shellQuote).join(" ");
