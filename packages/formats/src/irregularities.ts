import { lho, type Seat } from "@bridgelaw/cards";
import type { LogRecord } from "./board-log.ts";

/**
 * The irregularities PBN can mark (§3.9), as facts of the board log. The log records what was done; the
 * Laws engine derives the rest. An accepted irregularity is a call or card made as it was made, followed by
 * the acceptance — which the Laws mostly let an action imply:
 *
 * | PBN                                   | log                                                                 |
 * | ------------------------------------- | ------------------------------------------------------------------- |
 * | `^I 1C` insufficient bid, accepted    | `CallMade` 1C; LHO's next call accepts it (27A1), else `OptionChosen` 27A1 accept by LHO |
 * | `^S` a call out of rotation, accepted | `CallMade` by the offender; LHO's next call accepts it (29A), else `OptionChosen` 29A accept by LHO |
 * | `^R SA` a revoke                      | `CardPlayed` SA (the engine sees the revoke, Law 61)                |
 * | `^L C3` a lead out of turn, accepted  | `CardPlayed` C3; the next hand's card accepts it (53A, 54B)          |
 * | Declarer `^N` declarer and dummy swapped | the opening lead out of turn, then `OptionChosen` 54 spread by the declarer of the auction (54A) |
 */

/** The acceptance to log after an accepted irregular call, when the next call does not imply it. */
export const acceptanceAfterCall = (
  call: { readonly seat: Seat; readonly insufficient: boolean; readonly outOfRotation: boolean },
  next: { readonly seat: Seat } | undefined,
): LogRecord[] => {
  if (next === undefined || next.seat === lho(call.seat)) return [];
  const seat = lho(call.seat);
  const out: LogRecord[] = [];
  if (call.outOfRotation) out.push({ type: "OptionChosen", seat, law: "29A", option: "accept" });
  if (call.insufficient) out.push({ type: "OptionChosen", seat, law: "27A1", option: "accept" });
  return out;
};

/** Declarer spreads his hand after a faced opening lead out of turn and becomes dummy (Law 54A). */
export const declarerSpreads = (declarerOfTheAuction: Seat): LogRecord => ({
  type: "OptionChosen",
  seat: declarerOfTheAuction,
  law: "54",
  option: "spread",
});
