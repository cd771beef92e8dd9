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
const extraneousOf = (kind: string) => ({
  mark: t("extraneousMark", { kind }),
  words: t("extraneousKind", { kind }),
});

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
          title: t("extraneousTitle", { what: k.words, seat: seatName(f.fact.seat), n: f.position }),
        });
        break;
      }
      case "question":
        if (f.fact.about !== undefined)
          add(f.fact.about, {
            kind: f.kind,
            text: t("askedMark"),
            title: t("askedTitle", { seat: seatName(f.fact.seat), law: f.law, n: f.position }),
          });
        break;
      case "revoke":
        add(f.position, {
          kind: f.kind,
          text: t("revokeMark"),
          title: t("revokeTitle", {
            seat: seatName(f.fact.offender),
            law: f.law,
            status: t("revokeStatus", { status: f.fact.status }),
          }),
        });
        break;
      case "refused":
        add(f.position, { kind: f.kind, text: t("refusedMarkShort"), title: t("refusedTitle") });
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
        {i > 0 && (i === suits.length - 1 ? t("or") : ", ")}
        <SuitSymbol suit={s} />
      </span>
    ))}
  </>
);

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
      t("withCardAt", { n: position })
    ) : (
      <>
        {t("withCall")}
        <CallText call={call} />
        {t("withCallEvent", { n: position })}
      </>
    );
  };
  switch (f.kind) {
    case "extraneous": {
      const x = f.fact;
      return (
        <>
          <strong>{seatName(x.seat)}</strong>
          {t("colon")}
          {extraneousOf(x.kind).words}
          {about(x.about)}
          {x.text !== undefined && <>{t("quoted", { text: x.text })}</>}
          {t("unauthorisedFor", { seat: seatName(x.unauthorisedFor) })}
          <LawRef law="16B1" edition={edition} compact />)
          {x.reserved.length > 0 && (
            <>
              {t("reserved", { seats: x.reserved.map(seatName).join(t("and")) })}
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
          {t("infoFrom")}
          <strong>{seatName(x.seat)}</strong>
          {t("withdrawnCall")}
          <CallText call={x.call} />
          {t("isWord")}
          {x.unauthorisedFor === null ? (
            t("authorisedBoth")
          ) : (
            <>
              {t("unauthorisedForSide", { side: sideName(x.unauthorisedFor) })}
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
          <strong>{seatName(x.seat)}</strong>
          {t("askedAbout")}
          {x.about === undefined ? t("theAuction") : t("theCallAt", { n: x.about })} (
          <LawRef law={x.law} edition={edition} compact />)
          {x.answers.length > 0 &&
            t("answeredBy", {
              list: x.answers
                .map((a) => t("seatEvent", { seat: seatName(a.seat), n: a.position }))
                .join(", "),
            })}
          {!x.allowed && (
            <>
              {t("notWhenAllowed")}
              <LawRef law="16B" edition={edition} compact />)
            </>
          )}
        </>
      );
    }
    case "review":
      return (
        <>
          {t("toReview")}
          <LawRef law={f.law} edition={edition} compact />
          {t("closeColon")}
          {describe(f.fact)}
        </>
      );
    case "revoke": {
      const x = f.fact;
      return (
        <>
          <strong>{seatName(x.offender)}</strong>
          {t("revokedWith")}
          <CardText card={x.card} />
          {t("onTrick", { n: x.trick })}
          <LawRef law={x.law} edition={edition} compact />
          {t("closeColon")}
          {t("revokeStatus", { status: x.status })}
          {x.establishedBy !== undefined && (
            <>
              {t("establishedBy")}
              <LawRef law={x.establishedBy} edition={edition} compact />)
            </>
          )}
          {x.correctedBy !== undefined && (
            <>
              {t("correctedBy")}
              <LawRef law={x.correctedBy} edition={edition} compact />)
            </>
          )}
          {x.rectifiedBy !== undefined && (
            <>
              {t("transferred", { n: x.transfer ?? 0 })}
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
          {t("leadRestrictionOn")}
          <strong>{seatName(x.restricted)}</strong>
          {t("openingLeadFor", { seat: seatName(x.offender), n: x.from })}
          <LawRef law={x.law} edition={edition} compact />
          {t("closeColon")}
          {t("leadStatus", { status: x.status })}
          {x.status === "active" && (
            <>
              {t("mayRequire")}
              {x.suitsSpecified !== null && x.suitsSpecified.length > 0 && (
                <>
                  {t("notSpecified")}
                  <SuitList suits={x.suitsSpecified} />)
                </>
              )}
            </>
          )}
          {x.waived !== undefined && t("waived", { by: x.waived })}
        </>
      );
    }
    case "lead-obligation": {
      const x = f.fact;
      return (
        <>
          <strong>{seatName(x.seat)}</strong> {t("mustLead", { kind: x.kind })} <SuitList suits={x.suits} />{" "}
          {t("leadScope", { scope: x.scope })} (
          <LawRef law={x.law} edition={edition} compact />)
        </>
      );
    }
    case "refused":
      return (
        <>
          <strong>{t("refusedWord")}</strong>
          {t("colon")}
          {describeLogError(f.error)}
          {t("refusedFact")}
        </>
      );
  }
};

/** The facts the committee weighs, up to the step, each with the event it happened at (a click moves there). */
export const FactsPanel = ({
  view,
  facts,
  onStep,
  title = t("factsTitle"),
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
              <span className="fact-kind">{t("factKind", { kind: f.kind })}</span>{" "}
              {onStep === undefined ? (
                <span className="fact-at">{t("eventN", { n: f.position })}</span>
              ) : (
                <button type="button" className="link fact-at" onClick={() => onStep(f.position)}>
                  {t("eventN", { n: f.position })}
                </button>
              )}
              {t("colon")}
              <FactText f={f} edition={view.edition} callAt={callAt} />
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
