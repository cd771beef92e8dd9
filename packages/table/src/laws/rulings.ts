// The Director's answers to the questions the table's own Laws asked (laws/facts.ts `rulings`).
import type { RulingNeeded } from "@bridgelaw/cards";
import { DomainRejection } from "@bridgelaw/log";
import type { ScoreAdjusted } from "../phases/score/events.ts";
import type { DirectorRuled } from "../phases/shared.ts";
import type { TableDraft, TableRecipe } from "../state.ts";
import { answered, audit, lawFacts, lawQuestion } from "./facts.ts";

/** What a Law does with the Director's answer (the question is already closed and the ruling audited). */
export type LawAnswer = (
  d: TableDraft,
  e: DirectorRuled & { readonly about: number },
  question: RulingNeeded,
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
      const asked = table.map((r) => `Law ${r.law} about position ${r.position}`).join("; ");
      try {
        next(d, e, position);
      } catch (err) {
        // the phases list their own questions: name the table's too
        if (!(err instanceof DomainRejection) || !err.message.includes("answers no question asked"))
          throw err;
        throw new DomainRejection(`${err.message}; the table's: ${asked}`);
      }
      return;
    }
    if (q.answers !== undefined && (e.answer === undefined || !q.answers.includes(e.answer))) {
      throw new DomainRejection(`the answer must be one of ${q.answers.join(", ")}`);
    }
    const said = [e.answer, e.tricks === undefined ? undefined : `${e.tricks} tricks`, e.text]
      .filter(Boolean)
      .join("; ");
    answered(d, q.law, q.position);
    audit(d, position, e.law, `Director's ruling on position ${q.position}${said ? `: ${said}` : ""}`);
    answers[q.law]?.(d, { ...e, about: q.position }, q, position);
  };

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
        ((q.law === e.law && (e.about === undefined || q.position === e.about)) ||
          (e.law.startsWith("12C") && q.position === e.about)),
    );
    if (open.length !== 1) return;
    const q = open[0]!;
    answered(d, q.law, q.position);
    audit(
      d,
      position,
      e.law,
      `the adjusted score answers the question of Law ${q.law} about position ${q.position}`,
    );
  };
