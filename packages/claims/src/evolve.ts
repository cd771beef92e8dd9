/**
 * The facts of claims and concessions (Laws 68–71), each applied by the Law that governs it. Each `apply*`
 * recipe changes the claims and the play they act on (`ClaimBoardDraft`), with the audit entries of the event
 * in `claims.notes`; each function of the same name without `apply` is its pure step (`ClaimBoard` to the
 * next). A fact the Law does not open now throws `ClaimNotOpen`.
 */
import type { Card, DirectorRuled, LawId, Seat } from "@bridgelaw/cards";
import { produceState } from "@bridgelaw/log";
import type { PlayState } from "@bridgelaw/play";
import type { ClaimsQuestion, InTime } from "./consequences.ts";
import {
  type ClaimFact,
  is68B2,
  law68B2,
  law68CardShown,
  law68Claim,
  law68D2bPlayOn,
  law68DCardAfterClaim,
} from "./laws/68-claim-or-concession.ts";
import { law69AAcquiesce, law69AEstablished, law69BRuled, law69BWithdraw } from "./laws/69-agreement.ts";
import { law70Dispute, law70Ruled } from "./laws/70-contested-claim.ts";
import { law71Ruled, law71Withdraw } from "./laws/71-concession-cancelled.ts";
import type { ClaimBoard, ClaimBoardDraft, ClaimRecord, ClaimsState } from "./state.ts";
import {
  activeClaim,
  begin,
  ClaimNotOpen,
  currentTrickStatement,
  lastClaim,
  note,
  playSuspended,
} from "./step.ts";

export type { ClaimFact };

/** The claim a fact under Law `law` is about: the active one (none, or the last one void or no claim: refused). */
const needActive = (b: { readonly claims: ClaimsState }, law: LawId): ClaimRecord => {
  const c = activeClaim(b.claims);
  if (c === undefined) {
    const last = lastClaim(b.claims);
    throw new ClaimNotOpen(
      last === undefined
        ? { _tag: "NoClaimMade", law }
        : { _tag: "LastClaimGone", law, at: last.position, status: last.status },
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
  if (seat === claim.claimer) throw new ClaimNotOpen({ _tag: "OwnClaimDisputed", law: "68D2", seat });
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
  if (claim === undefined) note(b, { _tag: "NoClaimToSettle", position, law: "69A", how });
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
): ClaimsQuestion | undefined => {
  const open = s.rulingsNeeded.filter(
    (q) => ruling.law.startsWith(q.law) && (ruling.about === undefined || q.position === ruling.about),
  );
  if (open.length > 1) throw new ClaimNotOpen({ _tag: "ClaimQuestionAmbiguous", law: ruling.law });
  return open[0];
};

/** The Director's ruling on a question of the claims (70, 69B, 71). */
export const applyClaimRuling = (b: ClaimBoardDraft, ruling: DirectorRuled, position: number): void => {
  begin(b);
  const q = claimQuestionFor(b.claims, ruling);
  if (q === undefined) throw new ClaimNotOpen({ _tag: "NoClaimQuestion", law: ruling.law });
  const claim =
    b.claims.claims.find((c) => c.position === q.position) ??
    b.claims.claims.find((c) => c.requests.some((x) => x.position === q.position));
  if (claim === undefined) throw new ClaimNotOpen({ _tag: "NoClaimAt", at: q.position });
  const answered = { ...ruling, about: q.position };
  if (q.law === "70") law70Ruled(b, claim, answered, position);
  else if (q.law === "69B") law69BRuled(b, claim, answered, position);
  else law71Ruled(b, claim, answered, position);
};

/**
 * The pure step of a recipe of this module: the claims and the play after it. The steps below are marked pure:
 * a bundle that uses none of them (the table applies the recipes itself) leaves them out (issue 31).
 */
const step =
  <A extends readonly unknown[]>(recipe: (b: ClaimBoardDraft, ...args: A) => void) =>
  (b: ClaimBoard, ...args: A): ClaimBoard =>
    produceState(b, (d) => recipe(d as ClaimBoardDraft, ...args));

export const claimMade = /* @__PURE__ */ step(applyClaimMade);
export const claimAcquiesced = /* @__PURE__ */ step(applyClaimAcquiesced);
export const claimObjected = /* @__PURE__ */ step(applyClaimObjected);
export const playResumed = /* @__PURE__ */ step(applyPlayResumed);
export const tableMovedOn = /* @__PURE__ */ step(applyTableMovedOn);
export const acquiescenceWithdrawn = /* @__PURE__ */ step(applyAcquiescenceWithdrawn);
export const concessionWithdrawn = /* @__PURE__ */ step(applyConcessionWithdrawn);
export const cardAfterClaim = /* @__PURE__ */ step(applyCardAfterClaim);
export const cardShownInClaim = /* @__PURE__ */ step(applyCardShownInClaim);
export const answerClaimRuling = /* @__PURE__ */ step(applyClaimRuling);
