// Law 87A: a fouled board.
import type { TableDraft } from "../../state.ts";
import type { BoardFouled } from "./events.ts";
import { lawful, scoreFacts, withFacts } from "./facts.ts";

/** Law 87A: the board was played here in a changed form; 87B scores it with the tables of the same form. */
export const boardFouled = lawful((s: TableDraft, e: BoardFouled, position: number): void => {
  const f = scoreFacts(s);
  withFacts(
    s,
    { ...f, fouled: { form: e.form, ...(e.method !== undefined && { method: e.method }), position } },
    [
      {
        _tag: "BoardFouledNoted",
        position,
        law: "87A",
        form: e.form,
        ...(e.method !== undefined && { method: e.method }),
      },
    ],
  );
});
