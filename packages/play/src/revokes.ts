import { produceState } from "@bridgelaw/log";
import { law63EstablishByClaim as establish } from "./laws/63-establishment.ts";
import { type Credited, law64Settle as settleRevokes } from "./laws/64-trick-adjustment.ts";
import type { PlayState } from "./state.ts";

/** Law 63A3 / 63A4 as a pure step: the revokes a claim, a concession or an agreement establishes. */
export const law63EstablishByClaim = (
  p: PlayState,
  side: "NS" | "EW",
  position: number,
  clause: "63A3" | "63A4",
): PlayState => produceState(p, (d) => establish(d, side, position, clause));

/** Law 64 as a pure step: the revokes rectified at the end of play (and again when a later fact changes it). */
export const law64Settle = (p: PlayState, position: number, credited?: Credited): PlayState =>
  produceState(p, (d) => settleRevokes(d, position, credited));
