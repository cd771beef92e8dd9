import type { RulingNeeded } from "@bridgelaw/cards";
import { type ReactNode, useId, useState } from "react";
import { answerText, takesTricks } from "./answers.ts";
import { t } from "./lang.ts";

/** A Director's answer to a question the engine asked: a finding among its answers, tricks, his words. */
export interface RulingAnswer {
  readonly answer?: string;
  readonly tricks?: number;
  readonly text?: string;
}

/** The state of the answer fields for one question, and the answer they give (empty fields left out). */
export const useRulingAnswer = (q: RulingNeeded) => {
  const [answer, setAnswer] = useState(q.answers?.[0] ?? "");
  const [tricks, setTricks] = useState("");
  const [text, setText] = useState("");
  const value: RulingAnswer = {
    ...(answer !== "" && { answer }),
    ...(tricks !== "" && { tricks: Number(tricks) }),
    ...(text !== "" && { text }),
  };
  return { answer, setAnswer, tricks, setTricks, text, setText, value };
};

/**
 * The fields of a ruling, shared by the Director's page (live) and the what-if (a branch): only those the
 * question needs: the finding (each with its meaning) when the question lists its answers, the tricks when
 * its Law's ruling awards tricks (64C, 69–71, 79B …), and always the words for the record.
 */
export const RulingFields = ({
  q,
  fields,
  textLabel,
}: {
  q: RulingNeeded;
  fields: ReturnType<typeof useRulingAnswer>;
  textLabel: string;
}): ReactNode => {
  const id = useId();
  return (
    <>
      {q.answers !== undefined && q.answers.length > 0 && (
        <div className="field">
          <label htmlFor={`${id}-a`}>{t("finding")}</label>
          <select
            id={`${id}-a`}
            value={fields.answer}
            onChange={(e) => fields.setAnswer(e.currentTarget.value)}
          >
            {q.answers.map((a) => (
              <option key={a} value={a}>
                {answerText(q.law, a)}
              </option>
            ))}
          </select>
        </div>
      )}
      {takesTricks(q.law) && (
        <div className="field">
          <label htmlFor={`${id}-t`}>{t("tricksAwarded")}</label>
          <input
            id={`${id}-t`}
            type="number"
            min={0}
            max={13}
            value={fields.tricks}
            onChange={(e) => fields.setTricks(e.currentTarget.value)}
          />
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-x`}>{textLabel}</label>
        <input
          id={`${id}-x`}
          type="text"
          value={fields.text}
          onChange={(e) => fields.setText(e.currentTarget.value)}
        />
      </div>
    </>
  );
};
