import { initialAuction } from "@bridgelaw/auction";
import { boardConditions, validateDeal } from "@bridgelaw/boards";
import { type Card, type Deal, parseDeal, TokenParseError } from "@bridgelaw/cards";
import { DomainRejection, lazy } from "@bridgelaw/log";
import * as Schema from "effect/Schema";
import { castDraft } from "immer";
import { addAudit } from "../audit.ts";
import type { TableDraft } from "../state.ts";
import { BoardNumber, SeatToken } from "../tokens.ts";

/** The board is taken out: its number, the deal, and the conditions of play. Exactly one, first. */
export const BoardStarted = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("BoardStarted"),
    board: BoardNumber,
    /** PBN deal string; validated by Laws 6 and 7 when replayed. */
    deal: Schema.String,
    /** Markings of a non-conforming board override Law 2 (Law 2, last paragraph); default computed. */
    dealer: Schema.optional(SeatToken),
    vulnerability: Schema.optional(Schema.Literals(["None", "NS", "EW", "All"])),
    /** The Code the board is ruled under; default 2017. */
    edition: Schema.optional(Schema.Literals(["2017", "2007"])),
    /** A regulation profile by name, e.g. "FFB". */
    profile: Schema.optional(Schema.String),
    /** Played with screens (auction rectification under screens is not supported). */
    screens: Schema.optional(Schema.Boolean),
    /** Name of the event or session, and the table, for grouping results. */
    event: Schema.optional(Schema.String),
    table: Schema.optional(Schema.String),
    /** Pair (or team) ids sitting North-South and East-West at this table. */
    pairs: Schema.optional(
      Schema.Struct({ NS: Schema.optional(Schema.String), EW: Schema.optional(Schema.String) }),
    ),
    /** The players' names by seat, as the record gives them. */
    players: Schema.optional(
      Schema.Struct({
        N: Schema.optional(Schema.String),
        E: Schema.optional(Schema.String),
        S: Schema.optional(Schema.String),
        W: Schema.optional(Schema.String),
      }),
    ),
    /** The teams sitting North-South and East-West at this table (team play, Law 78B). */
    teams: Schema.optional(
      Schema.Struct({ NS: Schema.optional(Schema.String), EW: Schema.optional(Schema.String) }),
    ),
    /** The section, the round, the room ("Open", "Closed" or as the file says) and the date (ISO 8601). */
    section: Schema.optional(Schema.String),
    round: Schema.optional(Schema.String),
    room: Schema.optional(Schema.String),
    date: Schema.optional(Schema.String),
    /** Settings that change a default the Laws leave to regulation (27B2: `law27B2PartnerBar`). */
    settings: Schema.optional(
      Schema.Struct({ law27B2PartnerBar: Schema.optional(Schema.Literals(["throughout", "next-turn"])) }),
    ),
  }),
);
export type BoardStarted = typeof BoardStarted.Type;

/**
 * Regulation profiles: the settings a national authority changes. FFB: the French text of 27B2 reads "at
 * his next turn" (the default, the WBF text, is "throughout").
 */
export const PROFILES: Readonly<Record<string, { readonly law27B2PartnerBar: "throughout" | "next-turn" }>> =
  {
    WBF: { law27B2PartnerBar: "throughout" },
    FFB: { law27B2PartnerBar: "next-turn" },
  };

/** Laws 2, 6, 7 and 17B: the board opens, its conditions known, and the dealer calls first. */
export const startBoard = (d: TableDraft, e: BoardStarted, position: number): void => {
  if (d.setup !== null) throw new DomainRejection({ _tag: "BoardAlreadyOpen", board: d.setup.board });
  let deal: Deal;
  try {
    deal = parseDeal(e.deal);
  } catch (err) {
    if (err instanceof TokenParseError)
      throw new DomainRejection({
        _tag: "DealUnreadable",
        reason: err.problem,
        ...(err.position !== undefined && { at: err.position }),
      });
    throw err;
  }
  // A card twice is impossible (Law 1A); a hand with too many or too few cards is a fact of Laws 13 and 14
  // (laws/13-14-card-count.ts), recorded and rectified when it is found.
  const check = validateDeal(deal);
  const twice = check.ok ? [] : check.errors.filter((x) => x._tag === "DuplicateCard");
  if (twice.length > 0) {
    throw new DomainRejection({
      _tag: "CardsTwice",
      law: "7B",
      duplicates: twice.flatMap((x) =>
        x._tag === "DuplicateCard"
          ? [{ _tag: "CardFoundTwice" as const, card: x.card as Card, seats: x.seats, count: x.seats.length }]
          : [],
      ),
    });
  }
  const profile = e.profile === undefined ? undefined : PROFILES[e.profile.toUpperCase()];
  if (e.profile !== undefined && profile === undefined) {
    throw new DomainRejection({ _tag: "UnknownProfile", profile: e.profile, known: Object.keys(PROFILES) });
  }
  const law2 = boardConditions(e.board);
  const dealer = e.dealer ?? law2.dealer;
  const vulnerability = e.vulnerability ?? law2.vulnerability;
  d.setup = castDraft({
    board: e.board,
    dealer,
    vulnerability,
    edition: e.edition ?? "2017",
    deal,
    ...(e.profile !== undefined && { profile: e.profile }),
    ...(e.screens !== undefined && { screens: e.screens }),
    ...(e.event !== undefined && { event: e.event }),
    ...(e.table !== undefined && { table: e.table }),
    ...(e.pairs !== undefined && { pairs: { ...e.pairs } }),
    ...(e.players !== undefined && { players: { ...e.players } }),
    ...(e.teams !== undefined && { teams: { ...e.teams } }),
    ...(e.section !== undefined && { section: e.section }),
    ...(e.round !== undefined && { round: e.round }),
    ...(e.room !== undefined && { room: e.room }),
    ...(e.date !== undefined && { date: e.date }),
  });
  d.auction = castDraft(
    initialAuction(dealer, {
      edition: e.edition ?? "2017",
      screens: e.screens === true,
      ...profile,
      ...(e.settings?.law27B2PartnerBar !== undefined && { law27B2PartnerBar: e.settings.law27B2PartnerBar }),
    }),
  );
  addAudit(d, [
    {
      _tag: "BoardOpened",
      position,
      law: "2",
      board: e.board,
      dealer,
      vulnerability,
      // the board's markings differ from Law 2's conditions: they apply (Law 2, last paragraph)
      ...((dealer !== law2.dealer || vulnerability !== law2.vulnerability) && {
        lawDealer: law2.dealer,
        lawVulnerability: law2.vulnerability,
      }),
    },
    { _tag: "DealerCallsFirst", position, law: "17B", seat: dealer },
  ]);
};
