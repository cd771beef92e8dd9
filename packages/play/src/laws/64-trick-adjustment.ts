import { type LawId, otherSide, type Side, sideOf } from "@bridgelaw/cards";
import { currentOf } from "@bridgelaw/log";
import type { Credited, PlayDraft, PlayState, Revoke, Trick, TrickTransfer } from "../state.ts";
import { ask, note } from "../step.ts";
import { completedAt } from "../trick.ts";

export type { Credited } from "../state.ts";

const NONE: Credited = { NS: 0, EW: 0 };

/** Why a revoke gets no automatic adjustment (64B), or null. */
export const law64BException = (p: PlayState, r: Revoke, all: readonly Revoke[]): LawId | null => {
  // 67B1: a deemed revoke costs one trick on the 64A2 condition only (no 64B4/64B5 timing: the Director found it).
  if (r.kind === "defective") return null;
  if (r.kind === "penalty-card" || r.kind === "dummy") return "64B3";
  if (r.attentionAfter === "next-deal-call") return "64B4";
  if (r.attentionAfter === "round-end") return "64B5";
  if (r.trick === 12) return "64B6";
  const established = (x: Revoke) => x.status === "established" || x.status === "rectified";
  // 64B2: 2017 "the first revoke having been established"; the 2007 text has no such words:
  // a subsequent revoke in the same suit by the same player gets no transfer even if the first was corrected.
  const first = (x: Revoke) => p.edition === "2007" || established(x);
  const earlier = all.find(
    (x) => x !== r && x.offender === r.offender && x.suit === r.suit && x.position < r.position && first(x),
  );
  if (earlier !== undefined) return "64B2";
  const side = sideOf(r.offender);
  // 64B7: both sides revoked on the board and (2017) both revokes are established; 2007: both revoked.
  const other = all.filter((x) => x.attention !== undefined && sideOf(x.offender) !== side);
  if (p.edition === "2017" ? other.some(established) : other.length > 0) return "64B7";
  if (r.misplacedLead === true && r.offender !== p.declarer) return "45D2(a)";
  return null;
};

/** Revokes the Law rectifies at the end of play: established (or 43B2(b)) and brought to attention. */
const candidates = (p: PlayState): Revoke[] =>
  p.revokes
    .filter(
      (r) =>
        r.attention !== undefined &&
        (r.status === "established" || r.status === "rectified" || r.asIfEstablishedFrom !== undefined),
    )
    .sort((a, b) => a.trick - b.trick || a.position - b.position);

/**
 * Law 64A, computed at the end of play on the final ownership of the tricks (fn 19: a trick won by dummy is
 * not won by declarer). 64A1: the offender won the revoke trick → that trick and one later trick won by the
 * offending side; 64A2: otherwise one trick, if the offending side won the revoke trick or a later one;
 * 64B1: nothing when it won neither. Several revokes of one side (64A is silent): in trick order, a trick already
 * transferred is not counted again, so the total never exceeds the offending side's tricks from the first
 * revoke on. 67B1: a deemed revoke costs one trick on the 64A2 condition. The tricks a claim or
 * concession credited (`p.credited`) are tricks won after every revoke trick (64A: "tricks won by the
 * offending side from the revoke trick on").
 */
export const law64Transfers = (
  p: PlayState,
  credited: Credited = p.credited ?? NONE,
): {
  readonly results: ReadonlyMap<Revoke, { tricks: number; law: LawId }>;
  readonly transfers: TrickTransfer[];
} => {
  const all = candidates(p);
  const results = new Map<Revoke, { tricks: number; law: LawId }>();
  const transfers: TrickTransfer[] = [];
  const used: Record<Side, Set<number>> = { NS: new Set(), EW: new Set() };
  const bonus: Record<Side, number> = { NS: credited.NS, EW: credited.EW };
  for (const r of all) {
    const exception = law64BException(p, r, p.revokes);
    if (exception !== null) {
      results.set(r, { tricks: 0, law: exception });
      continue;
    }
    const side = sideOf(r.offender);
    const from = r.asIfEstablishedFrom;
    const eligible = (t: Trick): boolean =>
      t.number >= r.trick &&
      t.winner !== null &&
      sideOf(t.winner) === side &&
      !used[side].has(t.number) &&
      (from === undefined || completedAt(t) > from);
    const revokeTrick = p.tricks[r.trick - 1];
    const later = p.tricks.filter((t) => t.number > r.trick && eligible(t));
    const take = (ts: readonly Trick[], extra: number): number => {
      for (const t of ts) used[side].add(t.number);
      bonus[side] -= extra;
      return ts.length + extra;
    };
    let tricks: number;
    let law: LawId;
    const laterOne = later.length > 0 ? [later[0]!] : [];
    const bonusOne = later.length === 0 && bonus[side] > 0 ? 1 : 0;
    if (r.kind === "defective") {
      law = "67B1";
      tricks =
        revokeTrick !== undefined && eligible(revokeTrick)
          ? take([revokeTrick], 0)
          : take(laterOne, bonusOne);
    } else if (revokeTrick !== undefined && revokeTrick.winner === r.offender && eligible(revokeTrick)) {
      law = "64A1";
      tricks = take([revokeTrick, ...laterOne], bonusOne);
    } else if (revokeTrick !== undefined && eligible(revokeTrick)) {
      law = "64A2";
      tricks = take([revokeTrick], 0);
    } else if (laterOne.length + bonusOne > 0) {
      law = "64A2";
      tricks = take(laterOne, bonusOne);
    } else {
      law = "64B1";
      tricks = 0;
    }
    if (r.asIfEstablishedFrom !== undefined) law = `43B2(b) → ${law}`;
    results.set(r, { tricks, law });
    if (tricks > 0) transfers.push({ revoke: r.position, from: side, to: otherSide(side), tricks, law });
  }
  return { results, transfers };
};

const equityLaw = (law: LawId): LawId => (law === "64B2" ? "64C2(a)" : law === "64B7" ? "64C2(b)" : "64C1");

/**
 * Rectifies the revokes at the end of play (and again whenever a later fact changes the picture): each
 * established revoke brought to attention becomes `rectified` with its transfer, and the Director is asked
 * the 64C equity question (the automatic adjustment may not compensate the non-offending side).
 */
export const law64Settle = (
  d: PlayDraft,
  position: number,
  credited: Credited = d.credited ?? NONE,
): void => {
  // read from the state as it stands (no draft of every trick and revoke); changed through the draft below
  const { results, transfers } = law64Transfers(currentOf(d), credited);
  d.transfers = transfers;
  // Each revoke as it stood before this computation (two records of one card are rectified together).
  const before = [...results].map(([r, res]) => ({ r, res, was: { ...r } }));
  for (const { r, res, was } of before) {
    if (was.status === "rectified" && was.transfer === res.tricks && was.rectifiedBy === res.law) continue;
    const { offender, trick, position: at } = r;
    for (const x of d.revokes) {
      if (x.position !== at) continue;
      x.status = "rectified";
      x.transfer = res.tricks;
      x.rectifiedBy = res.law;
    }
    const side = sideOf(offender);
    note(d, {
      _tag: "RevokeRectified",
      position,
      law: res.law,
      offender,
      trick,
      tricks: res.tricks,
      from: side,
      to: otherSide(side),
    });
    // The 2007 Code has a single 64C (no 64C1/64C2).
    const eq = d.edition === "2007" ? "64C" : res.law === "45D2(a)" ? "64C1" : equityLaw(res.law);
    // A new computation replaces the question asked on an earlier one.
    d.rulingsNeeded = d.rulingsNeeded.filter((x) => !(x.position === at && x.law.startsWith("64C")));
    ask(d, { _tag: "CompensationQuestion", law: eq, position: at, offender, trick, tricks: res.tricks });
  }
};
