// Laws 92–93: appeals lodged and decided.
import { DomainRejection } from "@bridgelaw/log";
import {
  type ContestForm,
  law92BDeadline,
  law92BInTime,
  law92DConcurrence,
  law93Hearing,
  type SidesScore,
} from "@bridgelaw/scoring";
import type { AuditEntry, TableDraft } from "../../state.ts";
import type { AppealDecided, AppealLodged } from "./events.ts";
import {
  type AppealView,
  adjust,
  type Decision,
  describe,
  lawful,
  limitsOf,
  type PenaltyView,
  partsOf,
  resolve,
  type Sides,
  scoreFacts,
  withFacts,
} from "./facts.ts";
import { currentSides } from "./view.ts";

/** Law 92: an appeal lodged: heard only in time (92B), through the Director (92C), with concurrence (92D). */
export const appealLodged = lawful((s: TableDraft, e: AppealLodged, position: number): void => {
  const f = scoreFacts(s);
  let appealed: Decision | undefined;
  if (e.about !== undefined) {
    appealed = f.decisions.find((d) => d.position === e.about);
    if (appealed === undefined) {
      throw new DomainRejection(
        `an appeal of position ${e.about}, which is not a ruling (rulings: ${f.decisions.map((d) => d.position).join(", ") || "none"})`,
      );
    }
  } else {
    appealed =
      [...f.decisions].reverse().find((d) => d.kind !== "appeal") ?? f.decisions[f.decisions.length - 1];
  }
  const deadline = law92BDeadline(f.posted?.at, appealed?.at, limitsOf(f));
  const time = law92BInTime(deadline, e.at);
  const concurrence = law92DConcurrence({
    contest: (e.contest ?? "pairs") as ContestForm,
    side: e.side,
    ...(e.agreed !== undefined && { agreed: e.agreed }),
    ...(e.captain !== undefined && { captain: e.captain }),
    ...(e.viaDirector !== undefined && { viaDirector: e.viaDirector }),
  });
  const further = appealed?.kind === "appeal";
  const [status, law, reason] =
    appealed === undefined
      ? (["not heard", "92A", "there is no ruling to appeal (92A: a ruling made at the table)"] as const)
      : !time.allowed
        ? (["not heard", "92B", time.reason] as const)
        : !concurrence.ok
          ? (["not heard", concurrence.law, concurrence.reason] as const)
          : ([
              "lodged",
              further ? "93C1" : concurrence.law,
              further
                ? "a further appeal, to the Regulating Authority (93C1)"
                : `${concurrence.reason}; ${time.reason}`,
            ] as const);
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
      _tag: "Said",
      position,
      law,
      text: `${e.side} appeal${appealed === undefined ? "" : ` the ruling at position ${appealed.position} (Law ${appealed.law})`}: ${
        status === "lodged" ? "lodged" : "not heard"
      }: ${reason}`,
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
        ? "a decision on an appeal, but no appeal is open"
        : `position ${e.about} is not an appeal`,
    );
  }
  if (appeal.decision !== undefined) {
    throw new DomainRejection(
      `the appeal at position ${appeal.position} was decided at position ${appeal.decision.position} (a further appeal is a new AppealLodged, 93C1)`,
    );
  }
  const appealed = f.decisions.find((d) => d.position === appeal.about);
  const decision = {
    position,
    body: e.body,
    decision: e.decision,
    ...(e.withoutMerit !== undefined && { withoutMerit: e.withoutMerit }),
  };
  const hearing = law93Hearing({
    body: e.body,
    ...(e.point !== undefined && { point: e.point }),
    ...(appealed !== undefined && { appealedLaw: appealed.law }),
  });
  const audit: AuditEntry[] = [];
  const merit: AuditEntry[] = e.withoutMerit
    ? [
        {
          _tag: "Said",
          position,
          law: "92A",
          text: "the appeal was without merit: a sanction may follow by regulation (92A)",
        },
      ]
    : [];
  const record = (status: AppealView["status"], law: string, reason: string) =>
    f.appeals.map((a) => (a === appeal ? { ...a, status, law, reason, decision } : a));
  if (appeal.status === "not heard" || appealed === undefined) {
    withFacts(s, { ...f, appeals: record("not heard", appeal.law, appeal.reason) }, [
      {
        _tag: "Said",
        position,
        law: appeal.law,
        text: `a decision on an appeal that was not heard (${appeal.reason}): not applied`,
      },
      ...merit,
    ]);
    return;
  }
  if (!hearing.binding) {
    withFacts(s, { ...f, appeals: record("recommendation", hearing.law, hearing.reason) }, [
      {
        _tag: "Said",
        position,
        law: hearing.law,
        text: `${hearing.reason}: the ruling at position ${appealed.position} stands`,
      },
      ...merit,
    ]);
    return;
  }
  const appeals = record("decided", hearing.law, hearing.reason);
  const decided = {
    ...f,
    appeals,
    decisions: [
      ...f.decisions,
      { position, kind: "appeal" as const, law: hearing.law, ...(e.at !== undefined && { at: e.at }) },
    ],
  };
  const what = `appeal decision (Law ${hearing.law})`;
  if (appealed.kind === "penalty") {
    const penalties = f.penalties.map((p): PenaltyView => {
      if (p.position !== appealed.position || e.decision === "upheld") return p;
      if (e.decision === "cancelled") return { ...p, status: "cancelled", appealLaw: hearing.law };
      if (e.amount === undefined)
        throw new DomainRejection(`${what}: a penalty changed on appeal needs its new "amount"`);
      return { ...p, amount: e.amount, status: "changed", appealLaw: hearing.law };
    });
    audit.push({
      _tag: "Said",
      position,
      law: hearing.law,
      text: `${hearing.reason}: the penalty at position ${appealed.position} is ${e.decision}${e.decision === "changed" ? ` to ${e.amount}` : ""}`,
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
  let said: string;
  if (e.decision === "upheld") {
    if (appealed.kind === "ruling") {
      withFacts(s, decided, [
        {
          _tag: "Said",
          position,
          law: hearing.law,
          text: `${hearing.reason}: the ruling at position ${appealed.position} is upheld`,
        },
        ...merit,
      ]);
      return;
    }
    sides = appealedSides ?? "table";
    said = "upheld";
  } else if (e.decision === "cancelled") {
    if (appealed.kind === "ruling") {
      withFacts(s, decided, [
        {
          _tag: "Said",
          position,
          law: hearing.law,
          text: `${hearing.reason}: the ruling at position ${appealed.position} is overturned; the facts of the board stand, and only an adjusted score ("changed") changes its result`,
        },
        ...merit,
      ]);
      return;
    }
    sides = "table";
    said = "cancelled: the score recorded at the table stands";
  } else {
    const resolved = adjust(partsOf(s, e, what), appealedSides, what);
    sides = resolved;
    said = `changed to ${describe(resolved)}`;
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
        _tag: "Said",
        position,
        law: hearing.law,
        text: `${hearing.reason}: the ruling at position ${appealed.position} is ${said}${e.law === undefined ? "" : ` (Law ${e.law})`}`,
      },
      ...merit,
    ],
  );
});
