import { evolveAuction } from "@bridgelaw/auction";
import { type Call, formatContract, SEAT_NAMES } from "@bridgelaw/cards";
import { initialPlay } from "@bridgelaw/play";
import { Schema } from "effect";
import { withAudit } from "../audit.ts";
import type { TableState } from "../state.ts";
import { CallToken, SeatToken } from "../tokens.ts";

/** A call made at the table (Laws 17–39): a fact, legal or not. */
export const CallMade = Schema.Struct({ type: Schema.Literal("CallMade"), seat: SeatToken, call: CallToken });
export type CallMade = typeof CallMade.Type;

export const makeCall = (s: TableState, e: CallMade, position: number): TableState => {
  const setup = s.setup!;
  const auction = evolveAuction(
    s.auction!,
    { type: "CallMade", seat: e.seat, call: e.call as Call },
    position,
  );
  const recorded = auction.calls[auction.calls.length - 1]!;
  if (recorded.status === "irregular") {
    const law = recorded.law!;
    return withAudit({ ...s, auction }, [
      { position, law, text: `${SEAT_NAMES[e.seat]} ${e.call}: ${recorded.reason}` },
    ]);
  }
  if (!auction.ended) return { ...s, auction };
  const contract = auction.contract ?? null;
  if (contract === null) {
    return withAudit({ ...s, auction }, [
      { position, law: "22B", text: "passed out: the hands are returned, no redeal" },
    ]);
  }
  const play = initialPlay(contract.declarer, contract.strain, setup.deal);
  return withAudit({ ...s, auction, play }, [
    {
      position,
      law: "22A",
      text: `the auction ends: contract ${formatContract(contract)} by ${SEAT_NAMES[contract.declarer]} (first of the side to name the strain)`,
    },
    { position, law: "41A", text: `${SEAT_NAMES[play.turn!]} (declarer's LHO) makes the opening lead` },
  ]);
};
