import { SEAT_NAMES } from "@bridgelaw/cards";
import type { BoardView } from "@bridgelaw/table";
import { cardDisplay, plural, trimLines } from "./text.ts";

type ClaimView = BoardView["claims"][number];

/** How a claim stands (Laws 68–71): open, agreed, disputed, ruled, void … with the tricks as settled. */
export const claimStanding = (c: ClaimView): string => {
  const settled = c.settled === null ? "" : `: ${c.side} take ${c.settled} of the ${c.remaining}`;
  switch (c.status) {
    case "open":
      return "open: play is suspended (68D), not yet agreed or disputed";
    case "agreed":
      return `agreed (69A${c.final ? ", established" : ""})${settled}${c.corrections.length > 0 ? ` after ${c.corrections.map((x) => `${x.law}`).join(", ")}` : ""}`;
    case "disputed":
      return "disputed (68D2): the Director rules under Law 70";
    case "adjudicated":
      return `ruled by the Director under ${c.laws[0]}${settled}`;
    case "void":
      return "void: play continued by agreement (68D2(b)); the play decides";
    case "cancelled":
      return "no claim: a defender's concession his partner objected to at once (68B2)";
    case "current-trick":
      return "not a claim: a statement about the trick in progress (68 preamble)";
  }
};

/** `South claims 3 of the 4 tricks left`, `West concedes 2 of the 5 tricks left`. */
export const claimWhat = (c: ClaimView): string =>
  c.kind === "claim"
    ? `${SEAT_NAMES[c.claimer]} claims ${c.tricks} of the ${plural(c.remaining, "trick")} left`
    : `${SEAT_NAMES[c.claimer]} concedes ${c.remaining - c.tricks} of the ${plural(c.remaining, "trick")} left`;

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
