import { type ClaimCheckInput, type ClaimReport, checkClaim } from "@bridgelaw/claims";

const reports = new WeakMap<ClaimCheckInput, ClaimReport>();

/**
 * The claim checker's report on a claim of a view (Laws 68–71: it informs the Director; the ruling decides),
 * computed on this thread when asked, once per claim. Replay never runs the checker (it plays out every line,
 * double dummy), and the view carries only its input (`checkInput`), so an app that never asks for a report
 * does not load the checker nor the solver. The same report as `checkClaim(claim.checkInput)` of
 * `@bridgelaw/claims` on any thread.
 */
export const claimReport = (claim: { readonly checkInput: ClaimCheckInput }): ClaimReport => {
  const input = claim.checkInput;
  let r = reports.get(input);
  if (r === undefined) {
    r = checkClaim(input);
    reports.set(input, r);
  }
  return r;
};
