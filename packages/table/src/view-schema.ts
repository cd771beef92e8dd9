import type {
  AuditEntry as AuditEntryType,
  Fact as FactType,
  FactValue as FactValueType,
  PendingOption as PendingOptionType,
  Review as ReviewType,
  RulingNeeded as RulingNeededType,
} from "@bridgelaw/cards";
import { lazy, lazyRecord } from "@bridgelaw/log";
import * as Schema from "effect/Schema";
import { EXTRANEOUS_KINDS } from "./laws/16B-extraneous-information.ts";
import { HANDLINGS } from "./laws/45C-card-handled.ts";
import type { ClaimView } from "./phases/claims.ts";
import type { DeepSame } from "./same-type.ts";
import type {
  BoardView,
  StandingDecision as StandingDecisionType,
  StandingResult as StandingResultType,
  Standing as StandingType,
} from "./view.ts";

/*
 * The replay view (`viewOf`, `bridgelaw replay --json`) as an Effect Schema (issue 14 point 5): the contract
 * of the derived state for apps that do not read TypeScript. Its type is checked equal to `BoardView` below (a compile
 * error names a field that differs), so the two never drift apart; the JSON Schema in schema/view.v1.json is
 * generated from it. A view may carry more fields than these (fields are only ever added): the JSON Schema
 * leaves objects open.
 */

const id = <S extends Schema.Top>(identifier: string, description: string, s: S) =>
  s.annotate({ identifier, description });

const Int = lazy(() => Schema.Int);
const Num = lazy(() => Schema.Finite);
const Str = lazy(() => Schema.String);
const opt = lazy(() => Schema.optionalKey);
const arr = lazy(() => Schema.Array);
const nul = lazy(() => Schema.NullOr);

const Seat = lazy(() => id("Seat", "a seat: N, E, S or W", Schema.Literals(["N", "E", "S", "W"])));
const Side = lazy(() => id("Side", "a side: NS or EW", Schema.Literals(["NS", "EW"])));
const Suit = lazy(() => id("Suit", "a suit: S, H, D or C", Schema.Literals(["S", "H", "D", "C"])));
const Rank = lazy(() => Schema.Literals(["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"]));
const Card = lazy(() =>
  id("Card", "a card: suit then rank, e.g. SA, HT, C2", Schema.TemplateLiteral([Suit, Rank])),
);
const Call = lazy(() =>
  id(
    "Call",
    "a call: P, X, XX or a bid such as 1C, 3NT (an inadmissible bid above seven is recorded as made)",
    Schema.Union([
      Schema.Literals(["P", "X", "XX"]),
      Schema.TemplateLiteral([Schema.Number, Schema.Literals(["C", "D", "H", "S", "NT"])]).check(
        Schema.isPattern(/^[1-9][0-9]?(C|D|H|S|NT)$/u),
      ),
    ]),
  ),
);
const Law = lazy(() =>
  id(
    "Law",
    "a Law id such as 27, 27A1 or 27B1(a) (2007: 35(1)); a rule applied through another: 43B2(b) → 64A2",
    Schema.TemplateLiteral([Schema.Number, Schema.String]).check(
      Schema.isPattern(/^[1-9][0-9]?[0-9A-Za-z()]*( → [1-9][0-9]?[0-9A-Za-z()]*)?$/u),
    ),
  ),
);

/** A field of a consequence (issue 34): plain data, a seat, a card, a call, a Law id, a number, a list … */
const FactValue: Schema.Codec<FactValueType> = lazy(() =>
  Schema.Union([
    Str,
    Num,
    Schema.Boolean,
    Schema.Null,
    Schema.Undefined,
    arr(Schema.suspend(() => FactValue)),
    Schema.Record(
      Str,
      Schema.suspend(() => FactValue),
    ),
  ]),
);
/** A consequence as data: its tag (the message id of the formatters), its typed fields; `text` in JSON output. */
const tagged = <F extends Schema.Struct.Fields>(fields: F) =>
  Schema.StructWithRest(Schema.Struct({ _tag: Str, ...fields }), [Schema.Record(Str, FactValue)]);

const AuditEntry = lazy(() =>
  id(
    "AuditEntry",
    "one derived consequence as data (its _tag and typed fields): the Law that produced it and the log position of its cause",
    tagged({ position: Int, law: Law }),
  ),
);
const PendingOption = lazy(() =>
  id(
    "PendingOption",
    "a choice the Law gives a player (10C1), answered by OptionChosen",
    tagged({ seat: Seat, law: Law, options: arr(Str), about: Int }),
  ),
);
const Fact = lazy(() =>
  id(
    "Fact",
    "a fact as data (its _tag and typed fields): a part of a view's record, written in words by the formatters",
    tagged({}),
  ),
);
const RulingNeeded = lazy(() =>
  id(
    "RulingNeeded",
    "a question for the Director, answered by DirectorRuled",
    tagged({ law: Law, position: Int, answers: opt(arr(Str)), blocking: opt(Schema.Boolean) }),
  ),
);

const Obligation = lazy(() =>
  id(
    "Obligation",
    "who must pass (at his next turn or throughout) or repeat a call, from which event, under which Law",
    Schema.Union([
      Schema.Struct({
        kind: Schema.Literal("pass"),
        seat: Seat,
        scope: Schema.Literals(["next-turn", "throughout"]),
        law: Law,
        from: Int,
      }),
      Schema.Struct({ kind: Schema.Literal("repeat"), seat: Seat, call: Call, law: Law, from: Int }),
    ]),
  ),
);
const InfoRecord = lazy(() =>
  Schema.Struct({
    position: Int,
    seat: Seat,
    call: Call,
    unauthorisedFor: nul(Side),
    law: Law,
  }),
);
const ExposedCard = lazy(() =>
  Schema.Struct({
    seat: Seat,
    card: Card,
    position: Int,
    led: Schema.Boolean,
    fate: Schema.Literals(["on-table", "returned-24D", "penalty-card-24E", "not-seen"]),
  }),
);
const Review = lazy(() => tagged({ law: Law, position: Int }));
const LeadRestriction = lazy(() =>
  id(
    "LeadRestriction",
    "a Law 26 (or 39C) lead restriction from the auction",
    Schema.Struct({
      offender: Seat,
      restricted: Seat,
      law: Law,
      from: Int,
      status: Schema.Literals(["pending", "active", "void"]),
      suitsSpecified: nul(arr(Suit)),
      mayRequire: opt(arr(Suit)),
      waived: opt(
        Schema.Literals(["declaring-side", "every-suit-specified", "lho-called", "suit-specified"]),
      ),
    }),
  ),
);

const CallView = lazy(() =>
  Schema.Struct({
    position: Int,
    seat: Seat,
    call: Call,
    status: Schema.Literals(["standing", "deemed", "cancelled", "withdrawn", "open"]),
    law: opt(Law),
    flags: opt(arr(Str)),
  }),
);

const Auction = lazy(() =>
  Schema.Struct({
    dealer: nul(Seat),
    calls: arr(CallView),
    ended: Schema.Boolean,
    obligations: arr(Obligation),
    unauthorisedInformation: arr(InfoRecord),
    exposedCards: arr(ExposedCard),
    reviews: arr(Review),
  }),
);

const PenaltyCard = lazy(() =>
  Schema.Struct({
    seat: Seat,
    card: Card,
    law: Law,
    kind: opt(Schema.Literals(["major", "minor"])),
    position: opt(Int),
  }),
);

const Trick = lazy(() =>
  id(
    "Trick",
    "a trick: its number, leader, cards in order with their log positions, and winner",
    Schema.Struct({
      number: Int,
      leader: Seat,
      cards: arr(Schema.Struct({ seat: Seat, card: Card, position: Int, law: opt(Law) })),
      winner: nul(Seat),
    }),
  ),
);

const Turn = lazy(() =>
  Schema.Struct({
    seat: Seat,
    to: Schema.Literals(["call", "play"]),
    legal: Schema.Union([arr(Call), arr(Card)]),
  }),
);

const Revoke = lazy(() =>
  Schema.Struct({
    trick: Int,
    offender: Seat,
    card: Card,
    position: Int,
    status: Str,
    law: Law,
    kind: opt(Str),
    attention: opt(Int),
    establishedBy: opt(Str),
    correctedBy: opt(Str),
    transfer: opt(Int),
    rectifiedBy: opt(Str),
    inquired: opt(Int),
    asIfEstablishedFrom: opt(Int),
    misplacedLead: opt(Schema.Boolean),
  }),
);

const LeadObligation = lazy(() =>
  Schema.Struct({
    seat: Seat,
    kind: Schema.Literals(["require", "forbid"]),
    suits: arr(Suit),
    scope: Schema.Literals(["next-lead", "while-on-lead"]),
    law: Law,
    position: Int,
  }),
);
const PlayObligation = lazy(() =>
  Schema.Struct({
    seat: Seat,
    trick: Int,
    kind: Schema.Literals(["highest", "lowest", "require", "forbid", "cards"]),
    suit: opt(Suit),
    cards: opt(arr(Card)),
    law: Law,
    position: Int,
  }),
);
const Transfer = lazy(() => Schema.Struct({ revoke: Int, from: Side, to: Side, tricks: Int, law: Law }));
const Tricks = lazy(() => Schema.Struct({ NS: Int, EW: Int }));
const IrregularPlay = lazy(() => Schema.Struct({ seat: Seat, card: Card, position: Int, law: Law }));

const Result = lazy(() =>
  Schema.Struct({
    contract: Str,
    declarer: nul(Seat),
    tricksByDeclarer: nul(Int),
    score: Schema.Struct({ NS: Num, EW: Num }),
  }),
);

const OutcomeResult = lazy(() => Schema.Struct({ contract: Str, declarer: opt(Seat), tricks: opt(Int) }));
const SideScore = lazy(() =>
  id(
    "SideScore",
    "a side's score: points, a weighted score (12C1(c)), an artificial score (12C2), a percentage or IMPs",
    Schema.Union([
      Schema.Struct({ kind: Schema.Literal("points"), NS: Num, EW: Num, result: opt(OutcomeResult) }),
      Schema.Struct({
        kind: Schema.Literal("weighted"),
        outcomes: arr(Schema.Struct({ NS: Num, EW: Num, weight: Num, result: opt(OutcomeResult) })),
      }),
      Schema.Struct({
        kind: Schema.Literal("artificial"),
        level: Schema.Literals(["average-plus", "average", "average-minus"]),
        cause: opt(Schema.Literal("movement")),
      }),
      Schema.Struct({ kind: Schema.Literal("percent"), percent: Num }),
      Schema.Struct({ kind: Schema.Literal("imps"), imps: Num }),
    ]),
  ),
);
const stageFields = lazyRecord(() => ({
  law: Law,
  laws: arr(Law),
  position: Int,
  NS: SideScore,
  EW: SideScore,
  balanced: Schema.Boolean,
  text: opt(Str),
}));
const Body = lazy(() => Schema.Literals(["director", "committee", "ra"]));
const Decision = lazy(() => Schema.Literals(["upheld", "changed", "cancelled"]));
const Scores = lazy(() =>
  id(
    "Scores",
    "the score as recorded at the table, as ruled, and as decided on appeal, each with its Law (79, 81–93)",
    Schema.Struct({
      table: nul(
        Schema.Struct({
          ...stageFields,
          contract: nul(Str),
          declarer: nul(Seat),
          tricks: nul(Int),
          result: Fact,
          recorded: opt(Schema.Struct({ NS: Num, EW: Num })),
        }),
      ),
      ruled: nul(Schema.Struct(stageFields)),
      appeal: nul(Schema.Struct({ ...stageFields, body: Body, decision: Decision, appealed: Int })),
      applied: nul(Schema.Literals(["table", "ruled", "appeal"])),
      NS: nul(SideScore),
      EW: nul(SideScore),
      laws: arr(Law),
      posted: nul(Schema.Struct({ at: Str, correctionEnds: Str, appealEnds: Str })),
      fouled: nul(Schema.Struct({ form: Str, method: opt(Str) })),
      notes: arr(AuditEntry),
    }),
  ),
);

const resultFields = lazyRecord(() => ({
  contract: nul(Str),
  declarer: nul(Seat),
  tricks: nul(Int),
  result: Fact,
  NS: nul(Num),
  law: Law,
  position: Int,
}));
const StandingResult = lazy(() => Schema.Struct(resultFields));
const decisionFields = lazyRecord(() => ({
  law: Law,
  laws: arr(Law),
  position: Int,
  NS: SideScore,
  EW: SideScore,
  balanced: Schema.Boolean,
  tricks: opt(StandingResult),
  mark: Fact,
  text: opt(Str),
}));
const Standing = lazy(() =>
  id(
    "Standing",
    "the board's standing (77–93): the table result as played, corrected (79C), the Director's ruling (an adjusted score or the tricks he decided, 64C, 70), the decision on appeal; which applies and why, its Laws and its mark",
    Schema.Struct({
      played: nul(StandingResult),
      corrected: nul(Schema.Struct({ ...resultFields, recorded: StandingResult })),
      ruled: nul(Schema.Struct(decisionFields)),
      appeal: nul(Schema.Struct({ ...decisionFields, body: Body, decision: Decision, appealed: Int })),
      applies: nul(Schema.Literals(["table", "corrected", "ruled", "appeal"])),
      why: nul(Fact),
      NS: nul(SideScore),
      EW: nul(SideScore),
      mark: nul(Fact),
      laws: arr(Law),
    }),
  ),
);

const Penalty = lazy(() =>
  Schema.Struct({
    position: Int,
    law: Law,
    side: Side,
    amount: Num,
    unit: Schema.Literals(["top", "matchpoints", "imps", "vps", "points"]),
    status: Schema.Literals(["in force", "cancelled", "changed", "not applied"]),
    appealLaw: opt(Law),
    text: opt(Str),
  }),
);
const Appeal = lazy(() =>
  Schema.Struct({
    position: Int,
    side: Side,
    about: nul(Int),
    status: Schema.Literals(["lodged", "not heard", "decided", "recommendation"]),
    law: Law,
    reason: Fact,
    deadline: opt(Str),
    decision: opt(
      Schema.Struct({ position: Int, body: Body, decision: Decision, withoutMerit: opt(Schema.Boolean) }),
    ),
  }),
);

const CardAt = lazy(() => Schema.Struct({ seat: Seat, card: Card, position: Int }));
const Claim = lazy(() =>
  id(
    "Claim",
    "a claim or concession (68–71): the facts and where it stands (the checker's report is not part of the JSON)",
    Schema.Struct({
      position: Int,
      kind: Schema.Literals(["claim", "concession"]),
      claimer: Seat,
      side: Side,
      trick: Int,
      remaining: Int,
      tricks: Int,
      statement: opt(Str),
      line: opt(arr(Str)),
      status: Schema.Literals([
        "open",
        "agreed",
        "disputed",
        "adjudicated",
        "void",
        "cancelled",
        "current-trick",
      ]),
      acquiesced: arr(Seat),
      objected: arr(Seat),
      settled: nul(Int),
      laws: arr(Law),
      final: Schema.Boolean,
      corrections: arr(Schema.Struct({ law: Law, tricks: Int, to: Side, position: Int })),
      evidence: arr(CardAt),
      shown: arr(CardAt),
    }),
  ),
);

const Arrangement = lazy(() =>
  Schema.Struct({
    turned: arr(
      Schema.Struct({
        seat: Seat,
        trick: Int,
        position: Int,
        toward: opt(Schema.Literals(["partner", "opponents"])),
        misoriented: Schema.Boolean,
        leftFaceUp: Schema.Boolean,
        pointedOut: opt(Int),
      }),
    ),
    disturbed: arr(Schema.Struct({ seat: Seat, position: Int })),
    inspections: arr(
      Schema.Struct({ seat: Seat, trick: nul(Int), position: Int, law: Law, allowed: Schema.Boolean }),
    ),
    disputed: nul(Int),
  }),
);

const Hands = lazy(() => Schema.Struct({ N: Str, E: Str, S: Str, W: Str }));

// The facts of the table's own Laws (laws/facts.ts): 13, 14, 15, 16B, 17D2, 20F, 45C
const Pairs = lazy(() => Schema.Struct({ NS: opt(Str), EW: opt(Str) }));
const HandsReturned = lazy(() =>
  id(
    "HandsReturned",
    "17D2: when the four hands were returned to the board",
    Schema.Struct({
      position: Int,
      when: Schema.Literals([
        "before-auction",
        "auction",
        "passed-out",
        "clarification",
        "play",
        "after-play",
      ]),
    }),
  ),
);
const MovedOn = lazy(() =>
  id(
    "MovedOn",
    "69A: when the table moved on from the board (a call on the next deal, or the end of the round)",
    Schema.Struct({ position: Int, how: Schema.Literals(["next-deal-call", "round-end"]) }),
  ),
);
const CardCount = lazy(() =>
  id(
    "CardCount",
    "Laws 13, 14: the deal as found, the finding, the corrections of the deal, the Director's decision",
    Schema.Struct({
      found: Str,
      law: nul(Schema.Literals(["13", "14"])),
      discovered: nul(Schema.Struct({ position: Int, seat: Seat, law: Law, seen: Schema.Boolean })),
      corrections: arr(
        Schema.Struct({
          position: Int,
          law: Law,
          moves: arr(Schema.Struct({ card: Card, from: opt(Seat), to: Seat })),
        }),
      ),
      decision: nul(Schema.Struct({ law: Law, position: Int })),
      cancelled: Schema.Boolean,
    }),
  ),
);
const Contestants = lazy(() =>
  id(
    "Contestants",
    "15B: the pairs the board was scheduled for and those who sat at the table",
    Schema.Struct({ position: Int, scheduled: Pairs, seated: Pairs, playedBefore: arr(Seat), law: Law }),
  ),
);
const WrongBoardLink = lazy(() =>
  id(
    "WrongBoardLink",
    "15A3: this board's cards called with on another board: the cancelled call and where it is",
    Schema.Struct({
      position: Int,
      seat: Seat,
      call: Str,
      board: opt(Int),
      log: opt(Str),
      at: opt(Int),
      calledAt: opt(Int),
    }),
  ),
);
const Extraneous = lazy(() =>
  id(
    "ExtraneousInformation",
    "16B: extraneous information from a player, unauthorised for his partner",
    Schema.Struct({
      position: Int,
      seat: Seat,
      kind: Schema.Literals(EXTRANEOUS_KINDS),
      about: opt(Int),
      text: opt(Str),
      reserved: arr(Seat),
      unauthorisedFor: Seat,
    }),
  ),
);
const Question = lazy(() =>
  id(
    "Question",
    "20F: a question about the opponents' calls, whether the Law opened it to him then, and its answers",
    Schema.Struct({
      position: Int,
      seat: Seat,
      about: opt(Int),
      law: Law,
      allowed: Schema.Boolean,
      reason: Schema.Literals([
        "turn-to-call",
        "not-turn-to-call",
        "must-pass",
        "no-play",
        "dummy",
        "declarer-turn",
        "declarer-not-turn",
        "defender-turn",
        "defender-not-turn",
        "own-side",
      ]),
      answers: arr(Schema.Struct({ position: Int, seat: Seat, law: Law })),
    }),
  ),
);
const Handled = lazy(() =>
  id(
    "CardHandled",
    "45C: how a card was handled and whether it is played (null while the Director has to find it)",
    Schema.Struct({
      position: Int,
      seat: Seat,
      card: Card,
      how: Schema.Literals(HANDLINGS),
      law: Law,
      played: nul(Schema.Boolean),
    }),
  ),
);

/** The replay view, format 1: what `viewOf` derives and `bridgelaw replay --json` prints. */
export const BoardViewSchema = lazy(() =>
  Schema.Struct({
    format: Schema.Literal(1),
    phase: Schema.Literals(["setup", "auction", "play", "complete"]),
    board: nul(Int),
    dealer: nul(Seat),
    vulnerability: nul(Schema.Literals(["None", "NS", "EW", "All"])),
    edition: Schema.Literals(["2017", "2007"]),
    event: opt(Str),
    table: opt(Str),
    pairs: opt(Schema.Struct({ NS: opt(Str), EW: opt(Str) })),
    players: opt(Schema.Struct({ N: opt(Str), E: opt(Str), S: opt(Str), W: opt(Str) })),
    teams: opt(Schema.Struct({ NS: opt(Str), EW: opt(Str) })),
    section: opt(Str),
    round: opt(Str),
    room: opt(Str),
    date: opt(Str),
    deal: nul(Str),
    hands: nul(Hands),
    auction: Auction,
    leadRestrictions: arr(LeadRestriction),
    penaltyCards: arr(PenaltyCard),
    contract: nul(Str),
    declarer: nul(Seat),
    dummy: nul(Seat),
    openingLeader: nul(Seat),
    tricks: arr(Trick),
    tricksWon: Tricks,
    turn: nul(Turn),
    revokes: arr(Revoke),
    leadObligations: arr(LeadObligation),
    playObligations: arr(PlayObligation),
    transfers: arr(Transfer),
    finalTricks: Tricks,
    irregularPlays: arr(IrregularPlay),
    pending: arr(PendingOption),
    rulingsNeeded: arr(RulingNeeded),
    result: nul(Result),
    scores: Scores,
    standing: Standing,
    penalties: arr(Penalty),
    appeals: arr(Appeal),
    claims: arr(Claim),
    arrangement: Arrangement,
    handsReturned: nul(HandsReturned),
    movedOn: nul(MovedOn),
    cardCount: nul(CardCount),
    contestants: nul(Contestants),
    wrongBoard: arr(WrongBoardLink),
    extraneousInformation: arr(Extraneous),
    questions: arr(Question),
    cardsHandled: arr(Handled),
    audit: arr(AuditEntry),
  }).annotate({
    title: "bridgelaw replay view, format 1",
    description:
      "The derived state of one board: what replaying its log gives, as `bridgelaw replay --json` prints it. Fields are only ever added.",
  }),
);

/**
 * The view as JSON: `BoardView` without the claims' checker input (not part of the JSON); its
 * consequences (audit entries, options, questions, reviews) as the JSON Schema describes them, any tag with
 * its fields (the TypeScript view narrows them to the Laws' own unions).
 */
export type BoardViewJson = Omit<
  BoardView,
  "claims" | "audit" | "pending" | "rulingsNeeded" | "auction" | "scores" | "standing" | "appeals"
> & {
  readonly standing: StandingJson;
  readonly claims: readonly Omit<ClaimView, "checkInput">[];
  readonly scores: Omit<BoardView["scores"], "notes" | "table"> & {
    readonly notes: readonly AuditEntryType[];
    readonly table:
      | (Omit<NonNullable<BoardView["scores"]["table"]>, "result"> & { readonly result: FactType })
      | null;
  };
  readonly appeals: readonly (Omit<BoardView["appeals"][number], "reason"> & { readonly reason: FactType })[];
  readonly audit: readonly AuditEntryType[];
  readonly pending: readonly PendingOptionType[];
  readonly rulingsNeeded: readonly RulingNeededType[];
  readonly auction: Omit<BoardView["auction"], "reviews"> & { readonly reviews: readonly ReviewType[] };
};

type ResultJson = Omit<StandingResultType, "result"> & { readonly result: FactType };
type DecisionJson = Omit<StandingDecisionType, "tricks" | "mark"> & {
  readonly tricks?: ResultJson;
  readonly mark: FactType;
};
/** The standing as JSON: its facts (results, why, marks) as the JSON Schema describes them. */
type StandingJson = Omit<StandingType, "played" | "corrected" | "ruled" | "appeal" | "why" | "mark"> & {
  readonly played: ResultJson | null;
  readonly corrected: (ResultJson & { readonly recorded: ResultJson }) | null;
  readonly ruled: DecisionJson | null;
  readonly appeal:
    | (DecisionJson & Pick<NonNullable<StandingType["appeal"]>, "body" | "decision" | "appealed">)
    | null;
  readonly why: FactType | null;
  readonly mark: FactType | null;
};

// The Schema and the TypeScript view are the same type (`same-type.ts`). A compile error names the view.
const _sameView: DeepSame<typeof BoardViewSchema.Type, BoardViewJson> = true;
void _sameView;
