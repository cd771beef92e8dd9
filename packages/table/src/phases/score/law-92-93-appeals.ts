import type { LawId } from "@bridgelaw/cards";
// Laws 92–93: appeals lodged and decided.
import { DomainRejection } from "@bridgelaw/log";
import {
  type ContestForm,
  law92BDeadline,
  law92BDecision,
  law92DDecision,
  law93Decision,
  type SidesScore,
} from "@bridgelaw/scoring";
import type { AppealReason, TableEntry, TableFact } from "../../consequences.ts";
import type { TableDraft } from "../../state.ts";
import type { AppealDecided, AppealLodged } from "./events.ts";
import {
  type AppealView,
  adjust,
  type Decision,
  lawful,
  limitsOf,
  type PenaltyView,
  partsOf,
  recordOf,
  resolve,
  type Sides,
  scoreFacts,
  sidesScored,
  withFacts,
} from "./facts.ts";
import { appealTiming, concurrenceOf, hearingOf } from "./timing.ts";
import { currentSides } from "./view.ts";

/** Law 92: an appeal lodged: heard only in time (92B), through the Director (92C), with concurrence (92D). */
export const appealLodged = lawful((s: TableDraft, e: AppealLodged, position: number): void => {
  const f = scoreFacts(s);
  let appealed: Decision | undefined;
  if (e.about !== undefined) {
    appealed = f.decisions.find((d) => d.position === e.about);
    if (appealed === undefined) {
      throw new DomainRejection({
        _tag: "NotARuling",
        law: "92A",
        about: e.about,
        ...(f.decisions.length > 0 && { rulings: f.decisions.map((d) => d.position) }),
      });
    }
  } else {
    appealed =
      [...f.decisions].reverse().find((d) => d.kind !== "appeal") ?? f.decisions[f.decisions.length - 1];
  }
  const deadline = law92BDeadline(f.posted?.at, appealed?.at, limitsOf(f));
  const time = law92BDecision(deadline, e.at);
  const asked = {
    contest: (e.contest ?? "pairs") as ContestForm,
    side: e.side,
    ...(e.agreed !== undefined && { agreed: e.agreed }),
    ...(e.captain !== undefined && { captain: e.captain }),
    ...(e.viaDirector !== undefined && { viaDirector: e.viaDirector }),
  };
  const concurrence = law92DDecision(asked);
  const timing = appealTiming(time);
  const agreeing = concurrenceOf(asked, concurrence);
  const further = appealed?.kind === "appeal";
  const [status, law, reason]: readonly ["lodged" | "not heard", LawId, AppealReason] =
    appealed === undefined
      ? ["not heard", "92A", { _tag: "NoRulingToAppeal" }]
      : !time.allowed
        ? ["not heard", "92B", timing]
        : !concurrence.ok
          ? ["not heard", concurrence.law, agreeing]
          : further
            ? ["lodged", "93C1", { _tag: "FurtherAppeal" }]
            : ["lodged", concurrence.law, { _tag: "AppealHeard", concurrence: agreeing, time: timing }];
  const view: AppealView = {
    position,
    side: e.side,
    about: appealed?.position ?? null,
    status,
    law,
    reason,
    ...(deadline !== null && { deadline }),
  };
  withFacts(s, { ...f, appeals: [...f.appeals, view] }, [
    {
      _tag: "AppealNoted",
      position,
      law,
      side: e.side,
      ...(appealed !== undefined && { appealed: appealed.position, under: appealed.law }),
      heard: status === "lodged",
      reason,
    },
  ]);
});

/** Law 93: the decision on an appeal; a binding one supersedes the ruling (nothing is rewritten). */
export const appealDecided = lawful((s: TableDraft, e: AppealDecided, position: number): void => {
  const f = scoreFacts(s);
  const appeal =
    e.about !== undefined
      ? f.appeals.find((a) => a.position === e.about)
      : [...f.appeals].reverse().find((a) => a.decision === undefined);
  if (appeal === undefined) {
    throw new DomainRejection(
      e.about === undefined
        ? { _tag: "NoAppealOpen", law: "93" }
        : { _tag: "NotAnAppeal", law: "93", about: e.about },
    );
  }
  if (appeal.decision !== undefined) {
    throw new DomainRejection({
      _tag: "AppealAlreadyDecided",
      law: "93C1",
      appeal: appeal.position,
      decidedAt: appeal.decision.position,
    });
  }
  const appealed = f.decisions.find((d) => d.position === appeal.about);
  const decision = {
    position,
    body: e.body,
    decision: e.decision,
    ...(e.withoutMerit !== undefined && { withoutMerit: e.withoutMerit }),
  };
  const heard = {
    body: e.body,
    ...(e.point !== undefined && { point: e.point }),
    ...(appealed !== undefined && { appealedLaw: appealed.law }),
  };
  const hearing = law93Decision(heard);
  const who: TableFact<"Hearing"> = hearingOf(hearing);
  const audit: TableEntry[] = [];
  const merit: TableEntry[] = e.withoutMerit ? [{ _tag: "AppealWithoutMerit", position, law: "92A" }] : [];
  const record = (status: AppealView["status"], law: LawId, reason: AppealReason) =>
    f.appeals.map((a) => (a === appeal ? { ...a, status, law, reason, decision } : a));
  if (appeal.status === "not heard" || appealed === undefined) {
    withFacts(s, { ...f, appeals: record("not heard", appeal.law, appeal.reason) }, [
      { _tag: "DecisionOnUnheardAppeal", position, law: appeal.law, reason: appeal.reason },
      ...merit,
    ]);
    return;
  }
  if (!hearing.binding) {
    withFacts(s, { ...f, appeals: record("recommendation", hearing.law, who) }, [
      { _tag: "AppealRecommendation", position, law: hearing.law, hearing: who, ruling: appealed.position },
      ...merit,
    ]);
    return;
  }
  const appeals = record("decided", hearing.law, who);
  const decided = {
    ...f,
    appeals,
    decisions: [
      ...f.decisions,
      { position, kind: "appeal" as const, law: hearing.law, ...(e.at !== undefined && { at: e.at }) },
    ],
  };
  const of = recordOf(e.type, hearing.law);
  if (appealed.kind === "penalty") {
    const penalties = f.penalties.map((p): PenaltyView => {
      if (p.position !== appealed.position || e.decision === "upheld") return p;
      if (e.decision === "cancelled") return { ...p, status: "cancelled", appealLaw: hearing.law };
      if (e.amount === undefined) throw new DomainRejection({ _tag: "PenaltyAmountMissing", law: "93", of });
      return { ...p, amount: e.amount, status: "changed", appealLaw: hearing.law };
    });
    audit.push({
      _tag: "PenaltyOnAppeal",
      position,
      law: hearing.law,
      hearing: who,
      penalty: appealed.position,
      decision: e.decision,
      ...(e.decision === "changed" && e.amount !== undefined && { amount: e.amount }),
    });
    withFacts(s, { ...decided, penalties }, [...audit, ...merit]);
    return;
  }
  // the score in force before the decision: the appealed ruling's (a score ruling), else the one applied
  const appealedSides: SidesScore | null =
    appealed.kind === "score" && f.ruled?.position === appealed.position
      ? resolve(s, f.ruled.sides)
      : appealed.kind === "appeal" && f.appeal?.position === appealed.position
        ? resolve(s, f.appeal.sides)
        : currentSides(s);
  let sides: Sides;
  let scores: TableFact<"SidesScored"> | undefined;
  if (e.decision !== "changed" && appealed.kind === "ruling") {
    // a ruling in the auction or play upheld, or overturned: the facts of the board stand
    withFacts(s, decided, [
      {
        _tag: "AppealDecision",
        position,
        law: hearing.law,
        hearing: who,
        ruling: appealed.position,
        kind: "ruling",
        decision: e.decision,
      },
      ...merit,
    ]);
    return;
  }
  if (e.decision === "upheld") sides = appealedSides ?? "table";
  else if (e.decision === "cancelled") sides = "table";
  else {
    const resolved = adjust(partsOf(s, e, of), appealedSides, of);
    sides = resolved;
    scores = sidesScored(resolved);
  }
  const laws = e.law === undefined || e.law === hearing.law ? [hearing.law] : [hearing.law, e.law];
  withFacts(
    s,
    {
      ...decided,
      appeal: {
        sides,
        law: hearing.law,
        laws,
        position,
        body: e.body,
        decision: e.decision,
        appealed: appealed.position,
        ...(e.text !== undefined && { text: e.text }),
      },
      applied: "appeal",
    },
    [
      {
        _tag: "AppealDecision",
        position,
        law: hearing.law,
        hearing: who,
        ruling: appealed.position,
        kind: "score",
        decision: e.decision,
        ...(scores !== undefined && { scores }),
        ...(e.law !== undefined && { under: e.law }),
      },
      ...merit,
    ],
  );
});
