// Law 79: the tricks agreed, the result entered, disagreements and the Director's 79B ruling.
import { DomainRejection } from "@bridgelaw/log";
import { boardScore, law79CDecision, pointsScore } from "@bridgelaw/scoring";
import type { TableEntry, TableQuestion } from "../../consequences.ts";
import type { TableDraft, TableState } from "../../state.ts";
import { type DirectorRuled, directorRuled } from "../shared.ts";
import type { ScoreRecorded, TricksAgreed, TricksDisputed } from "./events.ts";
import {
  auctionContract,
  closeDispute,
  entryOf,
  lawful,
  openDispute,
  playedTricks,
  recordOf,
  resultOf,
  type Sides,
  type Stage,
  scoreFacts,
  tableResult,
  vulnerabilityOf,
  withFacts,
} from "./facts.ts";

/** Law 79A1: the tricks agreed. */
export const tricksAgreed = lawful((s: TableDraft, e: TricksAgreed, position: number): void => {
  const contract = auctionContract(s);
  if (contract === null)
    throw new DomainRejection({ _tag: "NoContractToScore", law: "79A1", event: e.type, passedOut: true });
  if (contract === undefined)
    throw new DomainRejection({ _tag: "NoContractToScore", law: "79A1", event: e.type, passedOut: false });
  const f = scoreFacts(s);
  const score = boardScore(contract, vulnerabilityOf(s), e.tricks);
  const audit: TableEntry[] = [
    {
      _tag: "TricksAgreedNoted",
      position,
      law: "79A1",
      tricks: e.tricks,
      defenders: 13 - e.tricks,
      result: resultOf(contract, e.tricks)!,
      NS: score.NS,
      ...(f.agreed !== undefined && { replaces: f.agreed.position }),
    },
  ];
  const notes = [...f.notes];
  const played = playedTricks(s);
  if (played !== undefined && played !== e.tricks) {
    const note: TableEntry = {
      _tag: "AgreedDiffersFromPlayed",
      position,
      law: "79A2",
      tricks: e.tricks,
      played,
    };
    notes.push(note);
    audit.push(note);
  } else if (
    played === undefined &&
    s.play !== null &&
    (s.play.tricks.length > 0 || (s.play.current?.cards.length ?? 0) > 0)
  ) {
    audit.push({ _tag: "AgreedTricksAreRecord", position, law: "79A1" });
  }
  withFacts(s, { ...f, agreed: { tricks: e.tricks, position }, notes }, audit);
});

/** The result entered at the table (score slip or terminal). */
export const scoreRecorded = lawful((s: TableDraft, e: ScoreRecorded, position: number): void => {
  const f = scoreFacts(s);
  if (f.posted !== undefined) {
    withFacts(s, f, [{ _tag: "ScoreEntryAfterPosting", position, law: "79C1" }]);
    return;
  }
  const entry = entryOf(s, e, recordOf(e.type));
  const before = tableResult(s);
  const result = resultOf(entry.contract, entry.tricks);
  const audit: TableEntry[] = [
    {
      _tag: "ScoreEntered",
      position,
      law: "79A",
      ...(result !== undefined && { result }),
      NS: entry.score.NS,
      EW: entry.score.EW,
    },
  ];
  const notes = [...f.notes];
  if (before !== null && before.law !== "79A" && before.score.NS !== entry.score.NS) {
    const atTable = resultOf(before.contract, before.tricks);
    const note: TableEntry = {
      _tag: "RecordedMismatch",
      position,
      law: "79C1",
      NS: entry.score.NS,
      ...(atTable !== undefined && { result: atTable }),
      tableNS: before.score.NS,
    };
    notes.push(note);
    audit.push(note);
  }
  withFacts(s, { ...f, recorded: { ...entry, law: "79A", position }, notes }, audit);
});

/** Law 79B: a disagreement on the tricks won asks the Director for a ruling (within the Correction Period). */
export const tricksDisputed = lawful((s: TableDraft, e: TricksDisputed, position: number): void => {
  if (auctionContract(s) === null)
    throw new DomainRejection({ _tag: "NoContractToScore", law: "79B", event: e.type, passedOut: true });
  const f = scoreFacts(s);
  const time = law79CDecision({
    ...(f.posted !== undefined && { postedAt: f.posted.at, limits: f.posted.limits }),
    ...(e.at !== undefined && { requestedAt: e.at }),
  });
  if (!time.allowed) {
    withFacts(s, f, [{ _tag: "DisputeTooLate", position, law: "79C1", deadline: time.deadline! }]);
    return;
  }
  const afterRound = e.afterRound === true;
  withFacts(s, { ...f, disputes: [...f.disputes, { position, afterRound, open: true }] }, [
    {
      _tag: "TricksInDispute",
      position,
      law: "79B",
      ...(e.tricks !== undefined && { tricks: e.tricks }),
      ...(e.seat !== undefined && { seat: e.seat }),
      afterRound,
    },
  ]);
});

/** The open 79B questions, for `rulingsNeeded`. */
export const openScoreRulings = (s: TableState): readonly TableQuestion[] =>
  scoreFacts(s)
    .disputes.filter((d) => d.open)
    .map((d) => ({
      _tag: "TricksDisputeQuestion",
      law: "79B",
      position: d.position,
      afterRound: d.afterRound,
    }));

/** Law 79B2/79B3 answered by `DirectorRuled`: the tricks to record, or "stands". */
const ruled79B = (s: TableDraft, e: DirectorRuled, position: number): void => {
  const f = scoreFacts(s);
  const dispute = openDispute(f, e.about, recordOf(e.type));
  if (dispute === undefined) throw new DomainRejection({ _tag: "NoDisputeOpen", law: e.law });
  const law = dispute.afterRound ? "79B3" : "79B2";
  let sides: Sides;
  let ruling: TableEntry;
  if (e.tricks !== undefined) {
    const t = tableResult(s);
    const contract = t?.contract ?? auctionContract(s);
    if (!contract) throw new DomainRejection({ _tag: "DisputeNeedsContract", law: e.law });
    const score = boardScore(contract, vulnerabilityOf(s), e.tricks);
    sides = { NS: pointsScore(score), EW: pointsScore(score) };
    ruling = {
      _tag: "DisputeRuled",
      position,
      law,
      dispute: dispute.position,
      result: resultOf(contract, e.tricks)!,
      NS: score.NS,
      afterRound: dispute.afterRound,
    };
  } else if (e.answer === "stands") {
    sides = "table";
    ruling = {
      _tag: "DisputeRuled",
      position,
      law,
      dispute: dispute.position,
      afterRound: dispute.afterRound,
    };
  } else {
    throw new DomainRejection({ _tag: "DisputeRulingShape", law: e.law });
  }
  const ruled: Stage = { sides, law, laws: [law], position, ...(e.text !== undefined && { text: e.text }) };
  withFacts(
    s,
    {
      ...f,
      disputes: closeDispute(f, dispute),
      ruled,
      applied: "ruled",
      decisions: [...f.decisions, { position, kind: "score", law }],
    },
    [ruling],
  );
};

/**
 * `DirectorRuled` goes to the score phase when it answers a 79B dispute; otherwise to the auction or play
 * (shared.ts), and the ruling is noted as a decision that may be appealed (92A).
 */
export const routeDirectorRuled = (d: TableDraft, e: DirectorRuled, position: number): void => {
  if (e.law.startsWith("79B")) {
    lawful(ruled79B)(d, e, position);
    return;
  }
  directorRuled(d, e, position);
  const f = scoreFacts(d);
  d.score = {
    ...f,
    decisions: [...f.decisions, { position, kind: "ruling", law: e.law }],
  } as TableDraft["score"];
};
