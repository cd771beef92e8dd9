import { partner, type Seat } from "@bridgelaw/cards";
import type { TableState } from "../state.ts";
import type { Actor, Role } from "./actor.ts";
import type { TableCommand } from "./commands.ts";
import { ActionImpossible, ActorNotAllowed, InvalidCommand } from "./errors.ts";
import { actorFields, type DeciderRefusal } from "./refusals.ts";

/*
 * Whose each command is (issue 14): the roles that may give it, and for a player which seat he may act for.
 * Only who may act is checked here; whether the act is regular is the Laws' to say (replay), never this
 * module's: a call out of rotation, dummy drawing attention (43A1(b)) or a defender's question out of turn
 * are recorded, and the Laws rectify them.
 */

const refuse = (c: TableCommand, position: number, refusal: DeciderRefusal): never => {
  throw new ActorNotAllowed({ command: c.type, position, refusal });
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
 * Whether dummy's hand is faced (41D: dummy spreads his hand once the opening lead is faced): the play's own
 * record of it, which the seat views read too (seat-view.ts), so declarer acts for the hand he sees.
 */
export const dummyFaced = (s: TableState): boolean => s.play?.dummyFaced === true;

/**
 * The seat of the event a command records, and whether the actor may act for it (`scope`, see `SeatScope`).
 * `hand`: a player acts for his own hand, and declarer also for dummy's once it is faced (45B: dummy's cards
 * are played by declarer, dummy placing them at his instruction, so dummy may place them too; 41D: before the
 * opening lead is faced, dummy's hand is the presumed dummy's own, face down, and declarer neither plays nor
 * shows nor handles its cards); a defender never for his partner's. Every refusal here is decided from the
 * seats and the moment alone, never from the cards of a hand (issue 28: nothing is learnt by probing).
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
  if (scope === "hand" && side !== null && seat === side.dummy) {
    if (a.seat !== side.declarer) {
      return refuse(c, position, {
        _tag: "DeclarerPlaysDummy",
        player: a.seat,
        seat,
        declarer: side.declarer,
        law: "45B",
      });
    }
    if (!dummyFaced(s))
      return refuse(c, position, { _tag: "DummyNotFaced", player: a.seat, seat, law: "41D" });
    return seat;
  }
  if (scope === "hand" && side !== null && seat === partner(a.seat) && a.seat !== side.declarer) {
    return refuse(c, position, { _tag: "DefenderPartnerCards", player: a.seat, seat });
  }
  return refuse(c, position, { _tag: "ActsForOwnSeatOnly", player: a.seat, seat });
};

/**
 * The seat of a command about dummy's hand (`DesignateCard`, 46; `FindDummyViolation`, 43): dummy's unless it
 * names one. Before the play there is no dummy; a player (declarer) names only dummy's seat, once it is faced.
 */
export const dummySeatFor = (c: TableCommand, s: TableState, position: number): Seat => {
  const law = c.type === "DesignateCard" ? "46" : "43";
  if (s.play === null) {
    throw new ActionImpossible({
      command: c.type,
      position,
      refusal: { _tag: "NoPlayYet", command: c.type, law },
    });
  }
  const dummy = s.play.dummy;
  const seat = ("seat" in c ? c.seat : undefined) ?? dummy;
  const a = c.actor;
  if (a.role === "player") {
    if (seat !== dummy) return refuse(c, position, { _tag: "SeatNotDummy", seat, dummy, law });
    if (!dummyFaced(s))
      return refuse(c, position, { _tag: "DummyNotFaced", player: a.seat, seat, law: "41D" });
  }
  return seat;
};

/** Refuses a command its actor may not give (a role not in ROLES, an appeal by a non-party, a body not his). */
export const checkRole = (c: TableCommand, s: TableState, position: number): void => {
  const a = c.actor;
  if (!ROLES[c.type].includes(a.role)) {
    refuse(c, position, { _tag: "RoleMayNotGive", ...actorFields(a), command: c.type, roles: ROLES[c.type] });
  }
  switch (c.type) {
    case "LodgeAppeal": {
      const party = a.role === "captain" ? a.side : a.role === "player" ? sideOf(a.seat) : null;
      if (party !== c.side) {
        refuse(c, position, { _tag: "AppealNotOfSide", ...actorFields(a), appellant: c.side, law: "92A" });
      }
      return;
    }
    case "DecideAppeal": {
      const mine = c.body === "director" ? "director" : "committee";
      if (a.role !== mine) {
        const law = c.body === "director" ? "93A" : c.body === "ra" ? "93C" : "93B2";
        refuse(c, position, { _tag: "DecisionNotOfBody", ...actorFields(a), body: c.body, law });
      }
      return;
    }
    case "DesignateCard": {
      const side = declaringSide(s);
      if (side !== null && a.role === "player" && a.seat !== side.declarer) {
        refuse(c, position, {
          _tag: "DeclarerDesignates",
          player: a.seat,
          declarer: side.declarer,
          law: "46",
        });
      }
      return;
    }
    case "RetractCard":
    case "ReturnCardToHand":
    case "FindWrongBoardCards":
    case "HandleCard":
      if (a.role === "director" && c.seat === undefined) {
        throw new InvalidCommand({
          command: c.type,
          position,
          field: "seat",
          refusal: {
            _tag: "InvalidField",
            field: "seat",
            problem: "missing",
            expected: "seat",
            gotKind: "nothing",
          },
        });
      }
      return;
    default:
      return;
  }
};

const sideOf = (seat: Seat): "NS" | "EW" => (seat === "N" || seat === "S" ? "NS" : "EW");
