import type { Call, Card, Seat } from "@bridgelaw/cards";
import {
  type AuctionEvent,
  answerAuctionRuling,
  chooseAuctionOption,
  evolveAuction,
  initialAuction,
} from "./auction.ts";
import type { AuctionOptions, AuctionState } from "./state.ts";

/**
 * Drives an auction from a compact script, as the table would (tests only):
 * "N 1S" call · "N 1S sim" simultaneous call · "chg N 2H" change · "exp E SK [led]" exposed card ·
 * "opt W 27A1 refuse" option · "td 27B1 A2 [@5]" ruling · "att W" attention drawn.
 * Positions start at 2 (line 1 is BoardStarted).
 */
export const drive = (
  dealer: Seat,
  script: readonly string[],
  options: Partial<AuctionOptions> = {},
): AuctionState => {
  let a = initialAuction(dealer, options);
  script.forEach((step, i) => {
    const position = i + 2;
    const [head, ...rest] = step.split(" ");
    const at = rest.find((r) => r.startsWith("@"));
    const words = rest.filter((r) => !r.startsWith("@"));
    if (head === "opt") {
      a = chooseAuctionOption(
        a,
        { type: "OptionChosen", seat: words[0] as Seat, law: words[1]!, option: words[2]! },
        position,
      );
      return;
    }
    if (head === "td") {
      const law = words[0]!;
      const about =
        at !== undefined ? Number(at.slice(1)) : a.rulingsNeeded.find((r) => r.law === law)?.position;
      if (about === undefined) throw new Error(`no question under Law ${law} is open`);
      a = answerAuctionRuling(
        a,
        { type: "DirectorRuled", law, about, ...(words[1] !== undefined && { answer: words[1] }) },
        position,
      );
      return;
    }
    let e: AuctionEvent;
    if (head === "chg") e = { type: "CallChanged", seat: words[0] as Seat, call: words[1] as Call };
    else if (head === "exp")
      e = {
        type: "CardExposed",
        seat: words[0] as Seat,
        card: words[1] as Card,
        ...(words[2] === "led" && { how: "led" as const }),
      };
    else if (head === "att") e = { type: "AttentionDrawn", seat: words[0] as Seat };
    else
      e = {
        type: "CallMade",
        seat: head as Seat,
        call: words[0] as Call,
        ...(words[1] === "sim" && { simultaneous: true }),
      };
    a = evolveAuction(a, e, position);
  });
  return a;
};

/** "N 1S, E P, …" for the standing auction. */
export const standingOf = (a: AuctionState): string =>
  a.calls
    .filter((c) => c.status === "standing" || c.status === "deemed")
    .map((c) => `${c.seat} ${c.call}`)
    .join(", ");

export const barsOf = (a: AuctionState): string[] =>
  a.obligations.map((o) =>
    o.kind === "pass" ? `${o.seat} ${o.scope} ${o.law}` : `${o.seat} repeat ${o.call} ${o.law}`,
  );
