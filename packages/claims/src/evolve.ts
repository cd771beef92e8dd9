/**
 * The facts of claims and concessions (Laws 68–71), each applied by the Law that governs it. Each `apply*`
 * recipe changes the claims and the play they act on (`ClaimBoardDraft`), with the audit entries of the event
 * in `claims.notes`; each function of the same name without `apply` is its pure step (`ClaimBoard` to the
 * next). A fact the Law does not open now throws `ClaimNotOpen`.
 */
import type { Card, DirectorRuled, RulingNeeded, Seat } from "@bridgelaw/cards";
import { produceState } from "@bridgelaw/log";
import type { PlayState } from "@bridgelaw/play";
import {
  type ClaimFact,
  is68B2,
  law68B2,
  law68CardShown,
  law68Claim,
  law68D2bPlayOn,
  law68DCardAfterClaim,
} from "./laws/68-claim-or-concession.ts";
import {
  type InTime,
  law69AAcquiesce,
  law69AEstablished,
  law69BRuled,
  law69BWithdraw,
} from "./laws/69-agreement.ts";
import { law70Dispute, law70Ruled } from "./laws/70-contested-claim.ts";
import { law71Ruled, law71Withdraw } from "./laws/71-concession-cancelled.ts";
import type { ClaimBoard, ClaimBoardDraft, ClaimRecord, ClaimsState } from "./state.ts";
import {
  activeClaim,
  begin,
  ClaimNotOpen,
  currentTrickStatement,
  lastClaim,
  name,
  note,
  playSuspended,
} from "./step.ts";

export type { ClaimFact, InTime };

const needActive = (b: { readonly claims: ClaimsState }, what: string): ClaimRecord => {
  const c = activeClaim(b.claims);
  if (c === undefined) {
    const last = lastClaim(b.claims);
    throw new ClaimNotOpen(
      last === undefined
        ? `${what}: no claim or concession has been made`
        : `${what}: the last claim (position ${last.position}) is ${last.status === "void" ? "void, play continued (68D2(b))" : "no claim (68B2)"}`,
    );
  }
  return c;
};

/** `ClaimMade` / `ConcessionMade` (68A, 68B1, 68C, 68D; 63A3). */
export const applyClaimMade = (b: ClaimBoardDraft, fact: ClaimFact, position: number): void => {
  begin(b);
  law68Claim(b, fact, position);
};

/** `ClaimAcquiesced`: a player agrees (69A). */
export const applyClaimAcquiesced = (b: ClaimBoardDraft, seat: Seat, position: number): void => {
  begin(b);
  law69AAcquiesce(b, needActive(b, "69A"), seat, position);
};

/** `ClaimObjected`: a player disputes (68D2 → 70); a defender's partner at once on a concession (68B2). */
export const applyClaimObjected = (
  b: ClaimBoardDraft,
  seat: Seat,
  immediately: boolean,
  position: number,
): void => {
  begin(b);
  const claim = needActive(b, "68D2");
  if (seat === claim.claimer)
    throw new ClaimNotOpen(
      `68D2: ${name(seat)} cannot dispute his own claim (a new statement is not accepted, 70D1)`,
    );
  if (is68B2(claim, seat, immediately)) law68B2(b, claim, seat, position);
  else law70Dispute(b, claim, seat, position);
};

/** `PlayResumed`: play continues after a disputed claim at the non-claiming side's request (68D2(b)). */
export const applyPlayResumed = (
  b: ClaimBoardDraft,
  seat: Seat,
  refused: readonly Seat[],
  position: number,
): void => {
  begin(b);
  law68D2bPlayOn(b, needActive(b, "68D2(b)"), seat, refused, position);
};

/** `TableMovedOn`: a call on the next deal or the end of the round makes an agreement final (69A, 63A4). */
export const applyTableMovedOn = (
  b: ClaimBoardDraft,
  how: "next-deal-call" | "round-end",
  position: number,
): void => {
  begin(b);
  const claim = activeClaim(b.claims);
  if (claim === undefined)
    note(b, position, "69A", `the table moved on (${how}): no claim or concession to settle`);
  else law69AEstablished(b, claim, how, position);
};

/** `AcquiescenceWithdrawn` (69B), within the Correction Period. */
export const applyAcquiescenceWithdrawn = (
  b: ClaimBoardDraft,
  seat: Seat,
  tricks: number | undefined,
  time: InTime,
  position: number,
): void => {
  begin(b);
  law69BWithdraw(b, needActive(b, "69B"), seat, tricks, time, position);
};

/** `ConcessionWithdrawn` (71), within the Correction Period. */
export const applyConcessionWithdrawn = (
  b: ClaimBoardDraft,
  seat: Seat,
  tricks: number | undefined,
  time: InTime,
  position: number,
): void => {
  begin(b);
  law71Withdraw(b, needActive(b, "71"), seat, tricks, time, position);
};

/** A card played while a claim suspends the play (68D; 2007 70D3): recorded, not played. */
export const applyCardAfterClaim = (b: ClaimBoardDraft, seat: Seat, card: Card, position: number): void => {
  begin(b);
  law68DCardAfterClaim(b, needActive(b, "68D"), seat, card, position);
};

/** A card shown in the course of a claim: not a penalty card (68). */
export const applyCardShownInClaim = (b: ClaimBoardDraft, seat: Seat, card: Card, position: number): void => {
  begin(b);
  const about = currentTrickStatement(b.claims, seat, b.play.current?.number);
  law68CardShown(b, about ?? needActive(b, "68"), seat, card, position);
};

/** Whether a card `seat` shows now is shown in the course of a claim, or about the trick in progress only (68). */
export const shownInClaim = (s: ClaimsState, play: PlayState, seat: Seat): boolean =>
  playSuspended(s) || currentTrickStatement(s, seat, play.current?.number) !== undefined;

/**
 * The question of the claims a `DirectorRuled` answers: one under the Law it cites (70, 70C, 70E1 … answer
 * the 70 question; 69B, 69B2 the 69B one; 71, 71B the 71 one), at `about` when given. Undefined: not a claim
 * ruling.
 */
export const claimQuestionFor = (
  s: ClaimsState,
  ruling: Pick<DirectorRuled, "law" | "about">,
): RulingNeeded | undefined => {
  const open = s.rulingsNeeded.filter(
    (q) => ruling.law.startsWith(q.law) && (ruling.about === undefined || q.position === ruling.about),
  );
  if (open.length > 1) {
    throw new ClaimNotOpen(
      `several questions under Law ${ruling.law} are open: say which with "about" (a position)`,
    );
  }
  return open[0];
};

/** The Director's ruling on a question of the claims (70, 69B, 71). */
export const applyClaimRuling = (b: ClaimBoardDraft, ruling: DirectorRuled, position: number): void => {
  begin(b);
  const q = claimQuestionFor(b.claims, ruling);
  if (q === undefined)
    throw new ClaimNotOpen(`a ruling under Law ${ruling.law} answers no question of the claims`);
  const claim =
    b.claims.claims.find((c) => c.position === q.position) ??
    b.claims.claims.find((c) => c.requests.some((x) => x.position === q.position));
  if (claim === undefined) throw new ClaimNotOpen(`no claim at position ${q.position}`);
  const answered = { ...ruling, about: q.position };
  if (q.law === "70") law70Ruled(b, claim, answered, position);
  else if (q.law === "69B") law69BRuled(b, claim, answered, position);
  else law71Ruled(b, claim, answered, position);
};

/** The pure step of a recipe of this module: the claims and the play after it. */
const step =
  <A extends readonly unknown[]>(recipe: (b: ClaimBoardDraft, ...args: A) => void) =>
  (b: ClaimBoard, ...args: A): ClaimBoard =>
    produceState(b, (d) => recipe(d as ClaimBoardDraft, ...args));

export const claimMade = step(applyClaimMade);
export const claimAcquiesced = step(applyClaimAcquiesced);
export const claimObjected = step(applyClaimObjected);
export const playResumed = step(applyPlayResumed);
export const tableMovedOn = step(applyTableMovedOn);
export const acquiescenceWithdrawn = step(applyAcquiescenceWithdrawn);
export const concessionWithdrawn = step(applyConcessionWithdrawn);
export const cardAfterClaim = step(applyCardAfterClaim);
export const cardShownInClaim = step(applyCardShownInClaim);
export const answerClaimRuling = step(applyClaimRuling);
