import { partner, SEAT_NAMES, type Seat } from "@bridgelaw/cards";
import type { TableState } from "../state.ts";
import { type Actor, actorName, type Role } from "./actor.ts";
import type { TableCommand } from "./commands.ts";
import { ActorNotAllowed } from "./errors.ts";

/*
 * Whose each command is (issue 14): the roles that may give it, and for a player which seat he may act for.
 * Only who may act is checked here; whether the act is regular is the Laws' to say (replay), never this
 * module's: a call out of rotation, dummy drawing attention (43A1(b)) or a defender's question out of turn
 * are recorded, and the Laws rectify them.
 */

const refuse = (c: TableCommand, position: number, reason: string): never => {
  throw new ActorNotAllowed({ command: c.type, position, reason });
};

/** The roles that may give each command (the Law that says whose act it is in the comment). */
export const ROLES: { readonly [C in TableCommand["type"]]: readonly Role[] } = {
  // the board is taken out and opened by the players, or set up by the Director or the scoring program
  StartBoard: ["player", "director", "scorer"],
  // 15A: a player found holding another board's cards, found by anyone at the table or the Director
  FindWrongBoardCards: ["player", "director"],
  MakeCall: ["player"],
  ChangeCall: ["player"],
  Alert: ["player"],
  Explain: ["player"],
  CorrectExplanation: ["player"],
  PlayCard: ["player"],
  ExposeCard: ["player"],
  // 46: declarer designates dummy's card
  DesignateCard: ["player"],
  // 45C4(b), 47E: the card is taken back on the Director's finding: by the player, or recorded by the Director
  RetractCard: ["player", "director"],
  ChooseOption: ["player"],
  // 9A: any player draws attention
  DrawAttention: ["player"],
  // 9B: a player summons the Director, or the Director comes to the table
  SummonDirector: ["player", "director"],
  // 81C, 85: the Director's findings and rulings
  Rule: ["director"],
  FindDummyViolation: ["director"],
  AskQuestion: ["player"],
  WarnWrongHand: ["player"],
  InquireRevoke: ["player"],
  TurnCard: ["player"],
  PointOutOrientation: ["player"],
  DisturbCards: ["player"],
  InspectTrick: ["player"],
  // 67B3: the card found back in the hand, by the player or by the Director looking into a defective trick
  ReturnCardToHand: ["player", "director"],
  Claim: ["player"],
  Concede: ["player"],
  Acquiesce: ["player"],
  ObjectToClaim: ["player"],
  ResumePlay: ["player"],
  // 69A: a call on the next deal, or the end of the round (announced by the Director or the scoring program)
  MoveOn: ["player", "director", "scorer"],
  WithdrawAcquiescence: ["player"],
  WithdrawConcession: ["player"],
  // 79A1: the players agree the tricks; the scoring program takes their agreement
  AgreeTricks: ["player", "scorer"],
  // the score slip or table terminal, or the scorer entering it
  RecordScore: ["player", "scorer", "director"],
  // 79B: a player disputes the tricks, or the Director records the dispute brought to him (no seat)
  DisputeTricks: ["player", "director"],
  // 79C: the scorer posts the official scores; the Director or scorer corrects an error
  PostScores: ["scorer", "director"],
  CorrectScore: ["scorer", "director"],
  // 12C, 82C, 90, 91, 87: the Director's
  AdjustScore: ["director"],
  AwardPenalty: ["director"],
  FoulBoard: ["director"],
  // 92A: a contestant or his captain
  LodgeAppeal: ["player", "captain"],
  // 93: the Director (93A, 93B1) or the committee / Regulating Authority (93B2, 93C)
  DecideAppeal: ["director", "committee"],
  // 17D2: the players put their hands back into the board (or the Director records it)
  ReturnHands: ["player", "director"],
  // 13, 14: a player counts his cards (7B2) or the Director finds the wrong number; the Director corrects
  FindWrongNumberOfCards: ["player", "director"],
  CorrectDeal: ["director"],
  // 15B, 15A3: the Director's findings on the movement and on the board whose cards were taken
  FindWrongContestants: ["director"],
  LinkWrongBoardCards: ["director"],
  // 16B: the extraneous information, agreed at the table or found by the Director (16B2, 16B3)
  RecordExtraneousInformation: ["player", "director"],
  // 20F: a player asks about the opponents' calls
  RequestExplanation: ["player"],
  // 45C: how a card was handled, by the player (declarer for dummy's card) or as the Director finds it
  HandleCard: ["player", "director"],
};

/** Declarer and dummy now (after 54A, the new ones), or null before the play. */
const declaringSide = (s: TableState): { declarer: Seat; dummy: Seat } | null =>
  s.play === null ? null : { declarer: s.play.declarer, dummy: s.play.dummy };

/**
 * The seat of the event a command records, and whether the actor may act for it. `hand`: a player acts for
 * his own hand, and declarer also for dummy's (45B: dummy's cards are played by declarer, dummy placing them
 * at his instruction, so dummy may place them too); a defender never for his partner's.
 */
export const seatFor = (
  c: TableCommand,
  s: TableState,
  position: number,
  scope: "own" | "hand" | "subject",
): Seat | undefined => {
  const a: Actor = c.actor;
  const named = "seat" in c ? c.seat : undefined;
  if (a.role !== "player") {
    // the Director records a fact about a seat (a retraction, a card found back in the hand, a finding)
    return named;
  }
  const seat = named ?? a.seat;
  if (seat === a.seat || scope === "subject") return seat;
  const side = declaringSide(s);
  if (
    scope === "hand" &&
    side !== null &&
    seat === side.dummy &&
    (a.seat === side.declarer || a.seat === seat)
  )
    return seat;
  const why =
    scope === "hand" && side !== null && seat === side.dummy
      ? `only declarer (${SEAT_NAMES[side.declarer]}) plays dummy's cards (45B)`
      : scope === "hand" && side !== null && seat === partner(a.seat) && a.seat !== side.declarer
        ? "a defender never handles his partner's cards"
        : "a player acts only for his own seat";
  return refuse(c, position, `${actorName(a)} may not act for ${SEAT_NAMES[seat]}: ${why}`);
};

/** Refuses a command its actor may not give (a role not in ROLES, an appeal by a non-party, a body not his). */
export const checkRole = (c: TableCommand, s: TableState, position: number): void => {
  const a = c.actor;
  if (!ROLES[c.type].includes(a.role)) {
    refuse(c, position, `${actorName(a)} may not give ${c.type} (it is for ${ROLES[c.type].join(" or ")})`);
  }
  switch (c.type) {
    case "LodgeAppeal": {
      const party = a.role === "captain" ? a.side : a.role === "player" ? sideOf(a.seat) : null;
      if (party !== c.side) {
        refuse(
          c,
          position,
          `an appeal for ${c.side} is lodged by a member of that side or its captain (92A), not ${actorName(a)}`,
        );
      }
      return;
    }
    case "DecideAppeal": {
      const mine = c.body === "director" ? "director" : "committee";
      if (a.role !== mine) {
        refuse(
          c,
          position,
          `a decision of the ${c.body === "director" ? "Director (93A, 93B1)" : c.body === "ra" ? "Regulating Authority (93C)" : "appeals committee (93B2)"} is not ${actorName(a)}'s to give`,
        );
      }
      return;
    }
    case "DesignateCard": {
      const side = declaringSide(s);
      if (side !== null && a.role === "player" && a.seat !== side.declarer) {
        refuse(c, position, `only declarer (${SEAT_NAMES[side.declarer]}) designates dummy's cards (46)`);
      }
      return;
    }
    case "RetractCard":
    case "ReturnCardToHand":
    case "FindWrongBoardCards":
    case "HandleCard":
      if (a.role === "director" && c.seat === undefined) refuse(c, position, `${c.type}: name the seat`);
      return;
    default:
      return;
  }
};

const sideOf = (seat: Seat): "NS" | "EW" => (seat === "N" || seat === "S" ? "NS" : "EW");
