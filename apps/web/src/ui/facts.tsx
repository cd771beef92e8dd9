import type { LawEdition, Seat, Suit } from "@bridgelaw/cards";
import type { BoardView } from "@bridgelaw/table";
import { type ReactNode, useId } from "react";
import type { WeighedFact } from "../model/facts.ts";
import { CallText, CardText, LawRef, SuitSymbol, seatName, sideName } from "./format.tsx";
import { describe, describeLogError, t } from "./lang.ts";

/**
 * The facts a committee weighs (`weighedFacts`), in words and as marks where they happened: a mark on the call
 * or card a fact is about (the auction grid, the tricks), and the facts panel that lists them all. The words of
 * a consequence (a review) come from `@bridgelaw/words`; the rest is the view's fields laid out.
 */

/** 16B1's kinds of extraneous information, as a mark (short) and in words. */
const EXTRANEOUS: Readonly<Record<string, { readonly mark: string; readonly words: string }>> = {
  hesitation: { mark: "BIT", words: "a break in tempo (hesitation)" },
  haste: { mark: "haste", words: "unwonted speed" },
  remark: { mark: "remark", words: "a remark" },
  question: { mark: "question", words: "a question" },
  reply: { mark: "reply", words: "a reply to a question" },
  alert: { mark: "alert?", words: "an unexpected alert or failure to alert" },
  emphasis: { mark: "tone", words: "special emphasis, tone or inflection" },
  gesture: { mark: "gesture", words: "a gesture or mannerism" },
  other: { mark: "16B", words: "extraneous information" },
};
const extraneousOf = (kind: string) => EXTRANEOUS[kind] ?? { mark: "16B", words: kind };

/** A mark on a call or a card: its short text, what it stands for, and the kind of fact. */
export interface FactMark {
  readonly kind: WeighedFact["kind"];
  readonly text: string;
  readonly title: string;
}

/** The call or card a fact is about (the position a mark goes on), if it names one. */
export const targetOf = (f: WeighedFact): number =>
  f.kind === "extraneous" || f.kind === "question" ? (f.fact.about ?? f.position) : f.position;

/** The marks of the facts, by the position of the call or card they are about. */
export const factMarks = (facts: readonly WeighedFact[]): ReadonlyMap<number, readonly FactMark[]> => {
  const marks = new Map<number, FactMark[]>();
  const add = (at: number, m: FactMark) => marks.set(at, [...(marks.get(at) ?? []), m]);
  for (const f of facts) {
    switch (f.kind) {
      case "extraneous": {
        const k = extraneousOf(f.fact.kind);
        add(targetOf(f), {
          kind: f.kind,
          text: k.mark,
          title: `${k.words} by ${seatName(f.fact.seat)} (Law 16B), event ${f.position}`,
        });
        break;
      }
      case "question":
        if (f.fact.about !== undefined)
          add(f.fact.about, {
            kind: f.kind,
            text: "asked",
            title: `${seatName(f.fact.seat)} asked about it (Law ${f.law}), event ${f.position}`,
          });
        break;
      case "revoke":
        add(f.position, {
          kind: f.kind,
          text: "revoke",
          title: `revoke by ${seatName(f.fact.offender)} (Law ${f.law}): ${f.fact.status}`,
        });
        break;
      case "refused":
        add(f.position, { kind: f.kind, text: "refused", title: "the Laws refused this event" });
        break;
      default:
        break;
    }
  }
  return marks;
};

/** The marks on one call or card: each a short text, its meaning for screen readers and as a title. */
export const Marks = ({ marks }: { marks: readonly FactMark[] | undefined }): ReactNode =>
  marks === undefined || marks.length === 0
    ? null
    : marks.map((m) => (
        <span key={`${m.kind}-${m.title}`} className={`fact-mark fact-${m.kind}`} title={m.title}>
          <span aria-hidden="true">{m.text}</span>
          <span className="visually-hidden"> ({m.title})</span>
        </span>
      ));

const SuitList = ({ suits }: { suits: readonly Suit[] }): ReactNode => (
  <>
    {suits.map((s, i) => (
      <span key={s}>
        {i > 0 && (i === suits.length - 1 ? " or " : ", ")}
        <SuitSymbol suit={s} />
      </span>
    ))}
  </>
);

const REVOKE_STATUS: Readonly<Record<string, string>> = {
  committed: "committed, not yet established",
  corrected: "corrected",
  established: "established",
  rectified: "established and rectified",
};

/** One fact in words, with its Laws. */
export const FactText = ({
  f,
  edition,
  callAt,
}: {
  f: WeighedFact;
  edition: LawEdition;
  /** The call at a position, to name the call a fact is about. */
  callAt: (position: number) => string | undefined;
}): ReactNode => {
  const about = (position: number | undefined): ReactNode => {
    if (position === undefined) return null;
    const call = callAt(position);
    return call === undefined ? (
      <> (with the card or call at event {position})</>
    ) : (
      <>
        {" "}
        (with <CallText call={call} />, event {position})
      </>
    );
  };
  switch (f.kind) {
    case "extraneous": {
      const x = f.fact;
      return (
        <>
          <strong>{seatName(x.seat)}</strong>: {extraneousOf(x.kind).words}
          {about(x.about)}
          {x.text !== undefined && <>: “{x.text}”</>}; unauthorised for {seatName(x.unauthorisedFor)} (
          <LawRef law="16B1" edition={edition} compact />)
          {x.reserved.length > 0 && (
            <>
              ; {x.reserved.map(seatName).join(" and ")} reserved their rights (
              <LawRef law="16B2" edition={edition} compact />)
            </>
          )}
        </>
      );
    }
    case "unauthorised": {
      const x = f.fact;
      return (
        <>
          Information from <strong>{seatName(x.seat)}</strong>'s withdrawn or cancelled{" "}
          <CallText call={x.call} /> is{" "}
          {x.unauthorisedFor === null ? (
            "authorised for both sides"
          ) : (
            <>
              unauthorised for {sideName(x.unauthorisedFor)} (
              <LawRef law="16C2" edition={edition} compact />)
            </>
          )}{" "}
          (<LawRef law={x.law} edition={edition} compact />)
        </>
      );
    }
    case "question": {
      const x = f.fact;
      return (
        <>
          <strong>{seatName(x.seat)}</strong> asked about{" "}
          {x.about === undefined ? "the auction" : <>the call at event {x.about}</>} (
          <LawRef law={x.law} edition={edition} compact />)
          {x.answers.length > 0 &&
            `, answered by ${x.answers.map((a) => `${seatName(a.seat)} (event ${a.position})`).join(", ")}`}
          {!x.allowed && (
            <>
              ; not when the Law allows it: what it conveys may be unauthorised (
              <LawRef law="16B" edition={edition} compact />)
            </>
          )}
        </>
      );
    }
    case "review":
      return (
        <>
          To review at the end of play (<LawRef law={f.law} edition={edition} compact />
          ): {describe(f.fact)}
        </>
      );
    case "revoke": {
      const x = f.fact;
      return (
        <>
          <strong>{seatName(x.offender)}</strong> revoked with <CardText card={x.card} /> on trick {x.trick} (
          <LawRef law={x.law} edition={edition} compact />
          ): {REVOKE_STATUS[x.status] ?? x.status}
          {x.establishedBy !== undefined && (
            <>
              , established (<LawRef law={x.establishedBy} edition={edition} compact />)
            </>
          )}
          {x.correctedBy !== undefined && (
            <>
              , corrected (<LawRef law={x.correctedBy} edition={edition} compact />)
            </>
          )}
          {x.rectifiedBy !== undefined && (
            <>
              , {x.transfer ?? 0} trick{x.transfer === 1 ? "" : "s"} transferred (
              <LawRef law={x.rectifiedBy} edition={edition} compact />)
            </>
          )}
        </>
      );
    }
    case "lead-restriction": {
      const x = f.fact;
      return (
        <>
          Lead restriction on <strong>{seatName(x.restricted)}</strong>'s opening lead for{" "}
          {seatName(x.offender)}'s withdrawn call at event {x.from} (
          <LawRef law={x.law} edition={edition} compact />
          ): {x.status === "pending" ? "if he becomes a defender" : x.status}
          {x.status === "active" && (
            <>
              : declarer may require or forbid the lead of a suit
              {x.suitsSpecified !== null && x.suitsSpecified.length > 0 && (
                <>
                  {" "}
                  not specified in the legal auction (not <SuitList suits={x.suitsSpecified} />)
                </>
              )}
            </>
          )}
          {x.waived !== undefined && <>, waived ({x.waived})</>}
        </>
      );
    }
    case "lead-obligation": {
      const x = f.fact;
      return (
        <>
          <strong>{seatName(x.seat)}</strong> {x.kind === "require" ? "must lead" : "may not lead"}{" "}
          <SuitList suits={x.suits} />{" "}
          {x.scope === "next-lead" ? "at his next lead" : "while he keeps the lead"} (
          <LawRef law={x.law} edition={edition} compact />)
        </>
      );
    }
    case "refused":
      return (
        <>
          <strong>Refused</strong>: {describeLogError(f.error)}. The Laws do not accept this event: the board
          stays as it stood before it, and the replay stops here.
        </>
      );
  }
};

const KIND_HEADS: Readonly<Record<WeighedFact["kind"], string>> = {
  extraneous: "Extraneous information (16B)",
  unauthorised: "Unauthorised information (16C)",
  question: "Questions about calls (20F)",
  review: "Reviews at the end of play",
  revoke: "Revokes (61–64)",
  "lead-restriction": "Lead restrictions (26)",
  "lead-obligation": "Lead restrictions in the play",
  refused: "Refused events",
};

/** The facts the committee weighs, up to the step, each with the event it happened at (a click moves there). */
export const FactsPanel = ({
  view,
  facts,
  onStep,
  title = "Facts the committee weighs",
}: {
  view: Pick<BoardView, "edition" | "auction">;
  facts: readonly WeighedFact[];
  onStep?: (n: number) => void;
  title?: string;
}): ReactNode => {
  const hid = useId();
  const callAt = (p: number) => view.auction.calls.find((c) => c.position === p)?.call;
  return (
    <section className="facts" aria-labelledby={hid}>
      <h2 id={hid}>{title}</h2>
      {facts.length === 0 ? (
        <p className="none">{t("noFactsYet")}</p>
      ) : (
        <ul className="fact-list" data-testid="facts">
          {facts.map((f, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: facts of one position keep their order
              key={`${f.kind}-${f.position}-${i}`}
              className={`fact fact-${f.kind}`}
              data-kind={f.kind}
            >
              <span className="fact-kind">{KIND_HEADS[f.kind]}</span>{" "}
              {onStep === undefined ? (
                <span className="fact-at">event {f.position}</span>
              ) : (
                <button type="button" className="link fact-at" onClick={() => onStep(f.position)}>
                  event {f.position}
                </button>
              )}
              : <FactText f={f} edition={view.edition} callAt={callAt} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/** The lead restrictions on one seat (26, 50D2, 51B …) as they stand, shown beside his hand. */
export const leadRestrictionsOf = (facts: readonly WeighedFact[], seat: Seat): WeighedFact[] =>
  facts.filter(
    (f) =>
      (f.kind === "lead-restriction" && f.fact.restricted === seat && f.fact.status !== "void") ||
      (f.kind === "lead-obligation" && f.fact.seat === seat),
  );
