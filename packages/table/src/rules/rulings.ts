// The Director's answers to the questions the table's own Laws asked (laws/facts.ts `rulings`).
import type { LawId } from "@bridgelaw/cards";
import { DomainRejection, isDomainRejection } from "@bridgelaw/log";
import type { TableQuestion, TableRefusal } from "../consequences.ts";
import type { ScoreAdjusted } from "../phases/score/events.ts";
import type { DirectorRuled } from "../phases/shared.ts";
import type { TableDraft, TableRecipe } from "../state.ts";
import { answered, audit, lawFacts, lawQuestion, rulingGiven } from "./facts.ts";

/** What a Law does with the Director's answer (the question is already closed and the ruling audited). */
export type LawAnswer = (
  d: TableDraft,
  e: DirectorRuled & { readonly about: number },
  question: TableQuestion,
  position: number,
) => void;

/**
 * A `DirectorRuled` that answers a question of the table's Laws (13, 14, 15, 16B, 45C, 86B1 …) goes to that
 * Law; any other goes on to the phases. The answer must be one the question lists.
 */
export const lawRulings =
  (answers: Readonly<Record<string, LawAnswer>>) =>
  (next: TableRecipe<DirectorRuled>): TableRecipe<DirectorRuled> =>
  (d, e, position) => {
    const q = lawQuestion(d, e.law, e.about);
    if (q === undefined) {
      const table = lawFacts(d).rulings;
      if (table.length === 0) {
        next(d, e, position);
        return;
      }
      // the table's questions as they stand before the phases look at the ruling
      const asked = table.map((r) => ({ _tag: "OpenQuestion" as const, law: r.law, position: r.position }));
      try {
        next(d, e, position);
      } catch (err) {
        // the phases list their own questions: name the table's too
        if (!isDomainRejection(err) || err.refusal._tag !== "NoQuestionAsked") throw err;
        const refusal = err.refusal as Extract<TableRefusal, { _tag: "NoQuestionAsked" }>;
        throw new DomainRejection({ ...refusal, open: [...(refusal.open ?? []), ...asked] });
      }
      return;
    }
    if (q.answers !== undefined && (e.answer === undefined || !q.answers.includes(e.answer))) {
      throw new DomainRejection({
        _tag: "AnswerNotListed",
        law: q.law,
        ...(e.answer !== undefined && { answer: e.answer }),
        answers: q.answers,
      });
    }
    answered(d, q.law, q.position);
    audit(d, rulingGiven(e, q.position, position));
    answers[q.law]?.(d, { ...e, about: q.position }, q, position);
  };

/** `law` is the question's Law, or a clause of it when the question names a whole Law (`13D` under `13`). */
const underLaw = (question: LawId, law: LawId): boolean =>
  question === law ||
  (/^\d+$/.test(question) && law.startsWith(question) && !/^\d/.test(law.slice(question.length)));

/**
 * An adjusted score (`ScoreAdjusted`) under the Law of a question the table asked, about its position (or the
 * only one open under that Law), answers that question.
 */
export const scoreAnswersLaws =
  (next: TableRecipe<ScoreAdjusted>): TableRecipe<ScoreAdjusted> =>
  (d, e, position) => {
    next(d, e, position);
    // under the question's Law, or under Law 12C about the question's fact (12C1(e) on a 16B3 question …)
    const open = lawFacts(d).rulings.filter(
      (q) =>
        q.position < position &&
        ((underLaw(q.law, e.law) && (e.about === undefined || q.position === e.about)) ||
          (e.law.startsWith("12C") && q.position === e.about)),
    );
    if (open.length !== 1) return;
    const q = open[0]!;
    answered(d, q.law, q.position);
    audit(d, { _tag: "AdjustedScoreAnswers", position, law: e.law, under: q.law, about: q.position });
  };
