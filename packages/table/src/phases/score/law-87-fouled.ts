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
        _tag: "Said",
        position,
        law: "87A",
        text: `fouled board: played here in form "${e.form}"; 87B: scored in a group with the tables that played the same form${
          e.method === undefined ? "" : ` (the Director's method: ${e.method})`
        }`,
      },
    ],
  );
});
