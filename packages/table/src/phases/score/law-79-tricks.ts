// Law 79: the tricks agreed, the result entered, disagreements and the Director's 79B ruling.
import type { RulingNeeded } from "@bridgelaw/cards";
import { DomainRejection } from "@bridgelaw/log";
import { boardScore, law79CCorrection, pointsScore } from "@bridgelaw/scoring";
import type { AuditEntry, TableDraft, TableState } from "../../state.ts";
import { type DirectorRuled, directorRuled } from "../shared.ts";
import type { ScoreRecorded, TricksAgreed, TricksDisputed } from "./events.ts";
import {
  auctionContract,
  type Dispute,
  entryOf,
  lawful,
  playedTricks,
  resultLabel,
  type ScoreFacts,
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
    throw new DomainRejection("tricks agreed on a passed-out board (there is no contract)");
  if (contract === undefined)
    throw new DomainRejection("tricks agreed before the auction has ended: no contract yet");
  const f = scoreFacts(s);
  const score = boardScore(contract, vulnerabilityOf(s), e.tricks);
  const audit: AuditEntry[] = [
    {
      _tag: "Said",
      position,
      law: "79A1",
      text: `tricks agreed: declarer ${e.tricks}, defenders ${13 - e.tricks}: ${resultLabel(contract, e.tricks)}, NS ${score.NS}${
        f.agreed === undefined ? "" : ` (replaces the agreement at position ${f.agreed.position})`
      }`,
    },
  ];
  const notes = [...f.notes];
  const played = playedTricks(s);
  if (played !== undefined && played !== e.tricks) {
    const note = `the tricks agreed (${e.tricks}) differ from the tricks as played (${played}): 79A2, a correction under 79B or 79C is for the Director`;
    notes.push(note);
    audit.push({ _tag: "Said", position, law: "79A2", text: note });
  } else if (
    played === undefined &&
    s.play !== null &&
    (s.play.tricks.length > 0 || (s.play.current?.cards.length ?? 0) > 0)
  ) {
    audit.push({
      _tag: "Said",
      position,
      law: "79A1",
      text: "the play is not recorded to the end: the agreed tricks are the record",
    });
  }
  withFacts(s, { ...f, agreed: { tricks: e.tricks, position }, notes }, audit);
});

/** The result entered at the table (score slip or terminal). */
export const scoreRecorded = lawful((s: TableDraft, e: ScoreRecorded, position: number): void => {
  const f = scoreFacts(s);
  if (f.posted !== undefined) {
    withFacts(s, f, [
      {
        _tag: "Said",
        position,
        law: "79C1",
        text: "a score entered after the official scores were posted is a correction (ScoreCorrected, 79C): not applied",
      },
    ]);
    return;
  }
  const entry = entryOf(s, e, "score recorded");
  const before = tableResult(s);
  const audit: AuditEntry[] = [
    {
      _tag: "Said",
      position,
      law: "79A",
      text: `score recorded: ${resultLabel(entry.contract, entry.tricks) || "score"} NS ${entry.score.NS}, EW ${entry.score.EW}`,
    },
  ];
  const notes = [...f.notes];
  if (before !== null && before.law !== "79A" && before.score.NS !== entry.score.NS) {
    const note = `the score recorded (NS ${entry.score.NS}) does not match the result at the table (${resultLabel(before.contract, before.tricks)}, NS ${before.score.NS}): a scoring error, correctable within the Correction Period (79C1)`;
    notes.push(note);
    audit.push({ _tag: "Said", position, law: "79C1", text: note });
  }
  withFacts(s, { ...f, recorded: { ...entry, law: "79A", position }, notes }, audit);
});

/** Law 79B: a disagreement on the tricks won asks the Director for a ruling (within the Correction Period). */
export const tricksDisputed = lawful((s: TableDraft, e: TricksDisputed, position: number): void => {
  if (auctionContract(s) === null) throw new DomainRejection("tricks disputed on a passed-out board");
  const f = scoreFacts(s);
  const time = law79CCorrection({
    ...(f.posted !== undefined && { postedAt: f.posted.at, limits: f.posted.limits }),
    ...(e.at !== undefined && { requestedAt: e.at }),
  });
  if (!time.allowed) {
    withFacts(s, f, [
      {
        _tag: "Said",
        position,
        law: "79C1",
        text: `tricks disputed after the Correction Period (ended ${time.deadline}): the recorded score stands`,
      },
    ]);
    return;
  }
  const afterRound = e.afterRound === true;
  withFacts(s, { ...f, disputes: [...f.disputes, { position, afterRound, open: true }] }, [
    {
      _tag: "Said",
      position,
      law: "79B",
      text: `the sides disagree on the tricks won${e.tricks === undefined ? "" : ` (declarer ${e.tricks} say ${e.seat ?? "the disputing side"})`}: the Director decides the score to record (79B1: a claim or concession goes by 69B or 71; 79B2${afterRound ? "; called after the round: 79B3" : ""})`,
    },
  ]);
});

/** The open 79B questions, for `rulingsNeeded`. */
export const openScoreRulings = (s: TableState): readonly RulingNeeded[] =>
  scoreFacts(s)
    .disputes.filter((d) => d.open)
    .map((d) => ({
      _tag: "Said",
      law: "79B",
      question: d.afterRound
        ? 'the tricks are disputed after the end of the round: the Director keeps the recorded score (answer "stands"), changes both sides\' only if clearly satisfied ("tricks"), or reduces one side\'s (ScoreAdjusted under 79B3)'
        : 'the tricks are disputed: the Director decides the score to record, a single result (79B2): "tricks" declarer won, or "stands"',
      position: d.position,
    }));

export const openDispute = (f: ScoreFacts, about: number | undefined, what: string): Dispute | undefined => {
  const open = f.disputes.filter((d) => d.open && (about === undefined || d.position === about));
  if (open.length > 1)
    throw new DomainRejection(`${what}: several disputes are open: say which with "about"`);
  return open[0];
};

export const closeDispute = (f: ScoreFacts, d: Dispute | undefined): readonly Dispute[] =>
  d === undefined ? f.disputes : f.disputes.map((x) => (x === d ? { ...x, open: false } : x));

/** Law 79B2/79B3 answered by `DirectorRuled`: the tricks to record, or "stands". */
const ruled79B = (s: TableDraft, e: DirectorRuled, position: number): void => {
  const f = scoreFacts(s);
  const dispute = openDispute(f, e.about, "a 79B ruling");
  if (dispute === undefined) {
    throw new DomainRejection(`a ruling under Law ${e.law} answers no dispute on tricks (none is open)`);
  }
  const law = dispute.afterRound ? "79B3" : "79B2";
  let sides: Sides;
  let said: string;
  if (e.tricks !== undefined) {
    const t = tableResult(s);
    const contract = t?.contract ?? auctionContract(s);
    if (!contract) throw new DomainRejection("a 79B ruling on tricks needs the contract");
    const score = boardScore(contract, vulnerabilityOf(s), e.tricks);
    sides = { NS: pointsScore(score), EW: pointsScore(score) };
    said = `${resultLabel(contract, e.tricks)}, NS ${score.NS}${dispute.afterRound ? " (the Director is clearly satisfied from the result at the table)" : ""}`;
  } else if (e.answer === "stands") {
    sides = "table";
    said = "the recorded score stands";
  } else {
    throw new DomainRejection('a 79B ruling gives the tricks declarer won ("tricks") or answers "stands"');
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
    [
      {
        _tag: "Said",
        position,
        law,
        text: `Director's ruling on the tricks disputed at position ${dispute.position}: ${said}`,
      },
    ],
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
