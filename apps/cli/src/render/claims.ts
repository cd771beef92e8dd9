import { SEAT_NAMES } from "@bridgelaw/cards";
import type { BoardView } from "@bridgelaw/table";
import { claimStanding, claimWhat } from "@bridgelaw/words";
import { cardDisplay, plural, trimLines } from "./text.ts";

/**
 * The claims and concessions of the board (Laws 68–71): what was claimed, the statement, who agreed or
 * objected, and where each stands. The checker's report is not printed here (`bridgelaw claim` prints it).
 */
export const renderClaims = (view: BoardView): string => {
  if (view.claims.length === 0) return "";
  const out = ["Claims and concessions (Laws 68–71)"];
  for (const c of view.claims) {
    out.push(`  position ${c.position}, trick ${c.trick}: ${claimWhat(c)}`);
    if (c.statement !== undefined) out.push(`    statement: "${c.statement}"`);
    if (c.line !== undefined) out.push(`    line: ${c.line.join(", ")}`);
    const answers = [
      ...(c.acquiesced.length > 0 ? [`agreed by ${c.acquiesced.map((s) => SEAT_NAMES[s]).join(", ")}`] : []),
      ...(c.objected.length > 0 ? [`disputed by ${c.objected.map((s) => SEAT_NAMES[s]).join(", ")}`] : []),
    ];
    if (answers.length > 0) out.push(`    ${answers.join("; ")}`);
    out.push(`    ${claimStanding(c)}`);
    for (const x of c.corrections)
      out.push(`    Law ${x.law}: ${plural(x.tricks, "trick")} to ${x.to} (position ${x.position})`);
    if (c.evidence.length > 0)
      out.push(
        `    played while suspended, evidence only (68D): ${c.evidence.map((e) => `${SEAT_NAMES[e.seat]} ${cardDisplay(e.card)}`).join(", ")}`,
      );
  }
  return trimLines(out.join("\n"));
};
