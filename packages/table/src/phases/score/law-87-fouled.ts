// Law 87A: a fouled board.
import type { TableState } from "../../state.ts";
import type { BoardFouled } from "./events.ts";
import { lawful, scoreFacts, withFacts } from "./facts.ts";

/** Law 87A: the board was played here in a changed form; 87B scores it with the tables of the same form. */
export const boardFouled = lawful((s: TableState, e: BoardFouled, position: number): TableState => {
  const f = scoreFacts(s);
  return withFacts(
    s,
    { ...f, fouled: { form: e.form, ...(e.method !== undefined && { method: e.method }), position } },
    [
      {
        position,
        law: "87A",
        text: `fouled board: played here in form "${e.form}"; 87B: scored in a group with the tables that played the same form${
          e.method === undefined ? "" : ` (the Director's method: ${e.method})`
        }`,
      },
    ],
  );
});
