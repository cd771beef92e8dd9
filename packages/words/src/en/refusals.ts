import type { DeciderRefusal } from "@bridgelaw/table";
import type { Messages } from "../catalog.ts";

/** Who acted, from a refusal's actor fields (`role`, and `player` or `side`). */
const ACTOR =
  "{role, select, player {{player, seat}} director {the Director} committee {the appeals committee} scorer {the scorer} captain {the captain of {side, side}} other {{role}}}";

/** The value found, from a decoding problem's `got` and `gotKind`. */
const GOT =
  '{gotKind, select, string {"{got}"} number {{got}} boolean {{got}} null {null} object {an object} array {an array} nothing {nothing} other {something else}}';

/** What a field expects, from a decoding problem's `expected` (a token kind, or a JSON type). */
const EXPECTED =
  "{expected, select, card {a card token such as SA, HT or C2} call {a call token: P, X, XX or a bid such as 1C, 3NT} seat {a seat: N, E, S or W} law {a Law id such as 27, 27A1 or 27B1(a)} board_number {a board number of 1 or more (Law 2)} trick {a trick from 1 to 13} tricks {a number of tricks from 0 to 13} position {a position in the log, 1 or more} log_number {a number the log carries exactly (finite, at most 2^53 − 1 either side of 0)} string {a string} number {a number} integer {a whole number} boolean {true or false} object {an object} array {an array} null {null} other {a valid value}}";

/**
 * The table Decider's own refusals in English (`@bridgelaw/table`'s `DeciderRefusal`): a command not the
 * actor's to give, one that does not decode. The refusals of replay are the Laws' own (each package's map).
 */
export const REFUSALS: Messages<DeciderRefusal> = {
  RoleMayNotGive: `${ACTOR} may not give {command} (it is for {roles, list, or})`,
  ActsForOwnSeatOnly: "{player, seat} may not act for {seat, seat}: a player acts only for his own seat",
  DeclarerPlaysDummy:
    "{player, seat} may not act for {seat, seat}: only declarer ({declarer, seat}) plays dummy's cards ({law})",
  DefenderPartnerCards:
    "{player, seat} may not act for {seat, seat}: a defender never handles his partner's cards",
  DummyNotFaced:
    "{player, seat} may not act for {seat, seat}: dummy's hand is faced only once the opening lead is faced ({law}), and only then does declarer play its cards (45B)",
  AppealNotOfSide: `an appeal for {appellant, side} is lodged by a member of that side or its captain ({law}), not ${ACTOR}`,
  DecisionNotOfBody: `a decision of the {body, select, director {Director} ra {Regulating Authority} other {appeals committee}} ({law}) is not ${ACTOR}'s to give`,
  DeclarerDesignates: "only declarer ({declarer, seat}) designates dummy's cards ({law})",
  SeatNotDummy: "{seat, seat} is not dummy: a command about dummy's hand names {dummy, seat} ({law})",
  NoPlayYet:
    "{command, select, DesignateCard {a card of dummy designated before the play has begun} other {dummy's limitations apply once the play has begun}} ({law})",
  InvalidField: `{problem, select, missing {missing field "{field}"} unexpected {unexpected field "{field}"} unknown {unknown value ${GOT} at "{field}"{allowed, select, absent {} other { (one of {allowed, list, or})}}} other {expected ${EXPECTED} at "{field}", got ${GOT}}}`,
  NotACommand: `a command is a JSON object with its type (such as MakeCall), not ${GOT}`,
  UnknownCommand: `{gotKind, select, nothing {missing field "type": a command names its type (such as MakeCall)} other {unknown command type ${GOT}}}`,
};
