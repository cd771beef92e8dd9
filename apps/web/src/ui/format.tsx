import {
  type Call,
  callDisplay,
  type LawEdition,
  lawTitle,
  SEAT_NAMES,
  type Seat,
  SUIT_SYMBOLS,
  type Suit,
} from "@bridgelaw/cards";
import type { SideScore } from "@bridgelaw/scoring";
import { wordsOf } from "@bridgelaw/words";
import type { ReactNode } from "react";
import { lawLang, ref, t, uiLang } from "./lang.ts";

/** How the app writes things: names and symbols only; every fact shown comes from the packages' view. */

/** A seat in the app's language: North, Nord. */
export const seatName = (s: Seat | string): string =>
  s in SEAT_NAMES ? wordsOf(uiLang()).seat(s) : String(s);
/** A side in the app's language: North-South, Nord-Sud. */
export const sideName = (s: string): string => (s === "NS" || s === "EW" ? t("sideName", { side: s }) : s);
const RANK_TEXT: Readonly<Record<string, string>> = { T: "10" };
export const rankText = (r: string): string => RANK_TEXT[r] ?? r;

/** A suit symbol, coloured, with its name for screen readers. */
export const SuitSymbol = ({ suit }: { suit: Suit }): ReactNode => (
  <span className={`suit suit-${suit}`} role="img" aria-label={t("suitName", { suit })}>
    {SUIT_SYMBOLS[suit]}
  </span>
);

/** `♠A`, `♥10`. */
export const CardText = ({ card }: { card: string }): ReactNode => {
  const suit = card[0] as Suit;
  return (
    <span className="card-text">
      <SuitSymbol suit={suit} />
      {rankText(card.slice(1))}
    </span>
  );
};

/** A card as plain text (`♠10`), for titles and labels. */
export const cardPlain = (card: string): string =>
  `${SUIT_SYMBOLS[card[0] as Suit] ?? card[0]}${rankText(card.slice(1))}`;

/** A call with its strain symbol: `1♥`, `3NT`, `Pass`, `X`. */
export const CallText = ({ call }: { call: string }): ReactNode => {
  const m = /^(\d)(C|D|H|S)$/.exec(call);
  if (m !== null)
    return (
      <span className="call-text">
        {m[1]}
        <SuitSymbol suit={m[2] as Suit} />
      </span>
    );
  return <span className="call-text">{call === "P" ? t("pass") : callDisplay(call as Call)}</span>;
};

/** A contract (`4SX`, `3NT`, `Pass`) with symbols. */
export const ContractText = ({ contract }: { contract: string }): ReactNode => {
  if (contract === "Pass") return <span>{t("passedOut")}</span>;
  const m = /^(\d)(NT|C|D|H|S)(X{0,2})$/.exec(contract);
  if (m === null) return <span>{contract}</span>;
  return (
    <span className="call-text">
      {m[1]}
      {m[2] === "NT" ? t("notrump") : <SuitSymbol suit={m[2] as Suit} />}
      {m[3]}
    </span>
  );
};

/** "Law 27B1(a), Insufficient Bid": the id and the title of its Law in the board's Code. */
export const LawRef = ({
  law,
  edition,
  compact = false,
}: {
  law: string;
  edition: LawEdition;
  compact?: boolean;
}): ReactNode => {
  const title = lawTitle(law, edition, lawLang());
  const cited = ref(law);
  if (compact)
    return (
      <span className="law law-compact" title={title === null ? cited : `${cited}: ${title}`}>
        {law}
      </span>
    );
  return (
    <span className="law">
      <span className="law-id">{cited}</span>
      {title !== null && <span className="law-title">{title}</span>}
    </span>
  );
};

export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

/** One side's score as the Laws give it: points (77), weighted (12C1(c)), artificial (12C2), a figure. */
export const sideScoreText = (s: SideScore): string => {
  switch (s.kind) {
    case "points":
      return t("scorePoints", { ns: signed(s.NS), ew: signed(s.EW) });
    case "weighted":
      return s.outcomes
        .map((o) => t("weightedPart", { pct: Math.round(o.weight * 1000) / 10, ns: signed(o.NS) }))
        .join(" + ");
    case "artificial":
      return t("artificial", { level: s.level, movement: s.cause === "movement" ? "yes" : "no" });
    case "percent":
      return t("percent", { pct: s.percent });
    case "imps":
      return t("imps", { imps: signed(s.imps) });
  }
};

/** What one side scores, from its own side of the board (`−50`, `average-plus`, `60% of −420 + 40% of +50`). */
export const ownScoreText = (s: SideScore, side: "NS" | "EW"): string => {
  switch (s.kind) {
    case "points":
      return signed(s[side]);
    case "weighted":
      return s.outcomes
        .map((o) => t("weightedOwn", { pct: Math.round(o.weight * 1000) / 10, score: signed(o[side]) }))
        .join(" + ");
    default:
      return sideScoreText(s);
  }
};

/** The vulnerability in words: `none`, `North-South`, `East-West`, `both sides`. */
export const vulnerabilityText = (v: string | null | undefined): string =>
  v === null || v === undefined ? "?" : t("vul", { vul: v });

/** One event as a Director reads it (`CallMade S 1NT`, `DirectorRuled law=64C1 tricks=11`): the table package's. */
export { describeRecord } from "@bridgelaw/table";

/** An ISO time as the table wrote it, shortened for reading (`2026-11-22 22:00 UTC`). */
export const timeText = (iso: string): string => {
  const m = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)(?::\d\d(?:\.\d+)?)?(Z|[+-]\d\d:\d\d)?$/.exec(iso);
  if (m === null) return iso;
  return `${m[1]} ${m[2]}${m[3] === "Z" ? " UTC" : m[3] !== undefined ? ` ${m[3]}` : ""}`;
};
