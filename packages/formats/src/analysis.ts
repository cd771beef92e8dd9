import {
  type Card,
  type Deal,
  lho,
  parseContract,
  parseDeal,
  partner,
  rotate,
  type Seat,
  sideOf,
  type Vulnerability,
} from "@bridgelaw/cards";
import { boardScore } from "@bridgelaw/scoring";
import type { BoardView } from "@bridgelaw/table";
import { type Annotation, decomposeNote } from "./annotation.ts";
import { type LogRecord, readBoardLog, replayRecords } from "./board-log.ts";
import { CLAIM_PREFIX, isImportStatement } from "./claims.ts";
import { FormatError } from "./errors.ts";
import { type MetaNote, parseMetaNote } from "./meta-note.ts";
import { pairsOfPlayers, pbnDateOf, SEAT_TAGS } from "./participants.ts";

/**
 * A board log read for export: replayed by `@bridgelaw/table`, then laid out as PBN and LIN see a board —
 * the calls of the auction as it stands (with the irregularities PBN can mark), the tricks as played (with
 * revokes and leads out of turn), the claim, and, at the place each happened, what the formats cannot say
 * (rulings, choices, cancelled calls, notes of other events) as commentary.
 */
export interface ExportCall {
  readonly seat: Seat;
  readonly call: string;
  /** Seats skipped by this call made out of rotation and accepted (PBN `^S` before it). */
  readonly skipped: readonly Seat[];
  /** An insufficient bid, accepted (PBN `^I`). */
  readonly insufficient: boolean;
  readonly position: number;
  readonly annotation: Annotation;
  /** The LIN explanation (`an`) when the log has an `Explained` event for the call. */
  readonly explanation?: string;
  readonly alerted: boolean;
  /** Commentary: what happened after this call that the format cannot say. */
  readonly comments: readonly string[];
}

export interface ExportCard {
  readonly seat: Seat;
  readonly card: Card;
  readonly position: number;
  readonly revoke: boolean;
  readonly leadOutOfTurn: boolean;
  readonly annotation: Annotation;
  readonly comments: readonly string[];
}

export interface ExportTrick {
  readonly leader: Seat;
  readonly cards: readonly ExportCard[];
  readonly winner: Seat | null;
}

export interface BoardAnalysis {
  readonly records: readonly LogRecord[];
  readonly view: BoardView;
  readonly meta: MetaNote;
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly deal: Deal;
  readonly event?: string;
  readonly table?: string;
  readonly pairs?: { readonly NS?: string; readonly EW?: string };
  /** BoardStarted fields no format has a place for (edition, profile, screens). */
  readonly conditions: { readonly edition?: string; readonly profile?: string; readonly screens?: boolean };
  readonly calls: readonly ExportCall[];
  /** Commentary before the first call. */
  readonly leadingComments: readonly string[];
  readonly auctionEnded: boolean;
  readonly contract: string | null;
  /** Declarer by the auction (Law 22A). */
  readonly declarer: Seat | null;
  /** Declarer as the play was conducted: the dummy of the auction when declarer spread his hand (54A). */
  readonly playDeclarer: Seat | null;
  readonly tricks: readonly ExportTrick[];
  readonly playComplete: boolean;
  readonly claim?: {
    readonly seat: Seat;
    readonly tricks: number;
    readonly total: number;
    readonly statement: string;
  };
  /**
   * Tricks of declarer's side: the table result's when the board is complete (as played, after Law 64A's
   * transfers, or as corrected under 79C: the board's standing; a ruling on the tricks, 64C, is the
   * Director's and not the table's), the claim's, or so far.
   */
  readonly declarerTricks: number | null;
  /** The table result's tricks differ from the tricks won in the play (a revoke's trick transfer, a correction): PBN's `^` Result. */
  readonly adjusted: boolean;
  readonly final: boolean;
  /**
   * Each side's score that applies (`view.standing`: the table result, its correction, the Director's ruling
   * or the decision on appeal) when it is points; absent for a weighted or artificial score, or none yet.
   */
  readonly score?: { readonly NS: number; readonly EW: number };
}

/** Option choices the PBN marks express (an accepted irregularity, declarer and dummy swapped). */
const EXPRESSED = new Set(["27A1:accept", "27B4:accept", "29A:accept", "54:spread"]);

const describe = (r: LogRecord): string | null => {
  const s = (k: string): string => String(r[k] ?? "");
  switch (r.type) {
    case "OptionChosen":
      return EXPRESSED.has(`${s("law")}:${s("option")}`)
        ? null
        : `${s("seat")} chooses "${s("option")}" (Law ${s("law")})`;
    case "DirectorRuled":
      return `Director's ruling (Law ${s("law")})${r.answer !== undefined ? `: ${s("answer")}` : ""}${r.tricks !== undefined ? `, ${s("tricks")} tricks` : ""}${r.text !== undefined ? `: ${s("text")}` : ""}`;
    case "AttentionDrawn":
      return `${s("seat")} draws attention to an irregularity${r.about !== undefined ? ` (position ${s("about")})` : ""}`;
    case "CallChanged":
      return `${s("seat")} changes his call to ${s("call")}`;
    case "CardExposed":
      return `${s("seat")} exposes ${s("card")}${r.how !== undefined ? ` (${s("how")})` : ""}`;
    case "ExplanationCorrected":
      return `${s("seat")} corrects the explanation of position ${s("about")}: ${s("text")}`;
    case "ClaimMade":
    case "TricksAgreed":
    case "Alerted":
    case "Explained":
    case "CallMade":
    case "CardPlayed":
    case "BoardStarted":
      return null;
    default: {
      const { type, note: _note, at: _at, by: _by, ...rest } = r;
      const fields = Object.entries(rest).map(
        ([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`,
      );
      return [type, ...fields].join(" ");
    }
  }
};

/** Reads and replays a log (records or JSON Lines text) for export; throws `FormatError` if it does not replay. */
export const analyseBoard = (log: readonly LogRecord[] | string, record = 1): BoardAnalysis => {
  let records: readonly LogRecord[];
  if (typeof log === "string") {
    const read = readBoardLog(log);
    if (read.error !== undefined) throw new FormatError("log", record, read.error.line, read.error.reason);
    records = read.records;
  } else records = log;
  if (records.length === 0 || records[0]!.type !== "BoardStarted") {
    throw new FormatError("log", record, 1, "a board log starts with BoardStarted");
  }
  const replay = replayRecords(records);
  if (replay.error !== undefined)
    throw new FormatError("log", record, replay.error.line, replay.error.reason);
  const view = replay.view;
  const started = records[0]!;
  const meta = withParticipantTags(
    parseMetaNote(typeof started.note === "string" ? started.note : undefined),
    started as Record<string, unknown>,
  );

  // Alerts, explanations and commentary, by the position of the call or card they follow.
  const alerted = new Set<number>();
  const explained = new Map<number, string>();
  const commentsAt = new Map<number, string[]>();
  let anchor = 0;
  const anchors = new Set<number>([
    ...view.auction.calls.map((c) => c.position),
    ...view.tricks.flatMap((t) => t.cards.map((c) => c.position)),
  ]);
  let swappedBy: Seat | null = null;
  let claimRecord: LogRecord | undefined;
  records.forEach((r, i) => {
    const position = i + 1;
    if (anchors.has(position)) anchor = position;
    if (r.type === "Alerted" && typeof r.about === "number") alerted.add(r.about);
    if (r.type === "Explained" && typeof r.about === "number") explained.set(r.about, String(r.text ?? ""));
    if (r.type === "OptionChosen" && r.law === "54" && r.option === "spread") swappedBy = r.seat as Seat;
    if (r.type === "ClaimMade") claimRecord = r;
    const said = describe(r);
    const notes: string[] = [];
    if (said !== null) notes.push(said);
    if (
      typeof r.note === "string" &&
      r.note !== "" &&
      r.type !== "CallMade" &&
      r.type !== "CardPlayed" &&
      r.type !== "BoardStarted" &&
      !isImportStatement(r.note)
    ) {
      notes.push(r.note);
    }
    if (r.type === "CardPlayed" && !anchors.has(position)) {
      const irregular = view.irregularPlays.find((p) => p.position === position);
      notes.push(
        `${String(r.seat)} ${String(r.card)}${irregular ? ` (Law ${irregular.law})` : ""}: not played to a trick`,
      );
      if (typeof r.note === "string") notes.push(r.note);
    }
    if (notes.length > 0) commentsAt.set(anchor, [...(commentsAt.get(anchor) ?? []), ...notes]);
  });
  const noteAt = (position: number): string | undefined => {
    const n = records[position - 1]?.note;
    return typeof n === "string" ? n : undefined;
  };

  // The auction: standing calls in order, and the others as commentary.
  const calls: ExportCall[] = [];
  const dealer = view.dealer!;
  let expected = dealer;
  let pending: string[] = [];
  const leadingComments = [...(commentsAt.get(0) ?? [])];
  for (const c of view.auction.calls) {
    const status = c.status as string;
    const standing = status === "legal" || status === "standing" || status === "deemed";
    if (!standing) {
      const text = `${c.seat} ${c.call}: ${c.status}${c.law ? ` (Law ${c.law})` : ""}`;
      const note = noteAt(c.position);
      const extra = [text, ...(note ? [note] : []), ...(commentsAt.get(c.position) ?? [])];
      if (calls.length === 0) leadingComments.push(...extra);
      else pending.push(...extra);
      continue;
    }
    const flags = c.flags ?? [];
    const skipped: Seat[] = [];
    for (let s = expected; s !== c.seat && skipped.length < 3; s = lho(s)) skipped.push(s);
    const annotation = decomposeNote(noteAt(c.position));
    const explanation = explained.get(c.position);
    if (pending.length > 0 && calls.length > 0) {
      const last = calls[calls.length - 1]!;
      calls[calls.length - 1] = { ...last, comments: [...last.comments, ...pending] };
      pending = [];
    }
    calls.push({
      seat: c.seat,
      call: c.call,
      skipped,
      insufficient: flags.includes("accepted-insufficient"),
      position: c.position,
      annotation,
      ...(explanation !== undefined && { explanation }),
      alerted: alerted.has(c.position) || annotation.alert,
      comments: [
        ...(status === "deemed" ? [`${c.seat} Pass is deemed (Law ${c.law ?? "28"})`] : []),
        ...(commentsAt.get(c.position) ?? []),
      ],
    });
    expected = lho(c.seat);
  }
  if (pending.length > 0 && calls.length > 0) {
    const last = calls[calls.length - 1]!;
    calls[calls.length - 1] = { ...last, comments: [...last.comments, ...pending] };
  }

  // The play.
  // Declarer by the auction; after 54A (declarer spread his hand) the engine may show the new declarer.
  const declarer: Seat | null = swappedBy ?? view.declarer;
  const playDeclarer = declarer === null ? null : swappedBy !== null ? partner(swappedBy) : declarer;
  // PBN's ^R marks a card of another suit played by a player who held the suit led (§3.9 C), as the
  // tricks stand (a revoke corrected in time is no longer in its trick). Revokes of other kinds (a penalty
  // card or a required suit not played, Law 61A) are commentary.
  const held: Record<Seat, Set<Card>> = {
    N: new Set(parseDeal(view.deal!).N),
    E: new Set(parseDeal(view.deal!).E),
    S: new Set(parseDeal(view.deal!).S),
    W: new Set(parseDeal(view.deal!).W),
  };
  const revokeAt = new Set<number>();
  for (const t of view.tricks) {
    const led = t.cards[0]?.card[0];
    t.cards.forEach((c, k) => {
      const hand = held[c.seat];
      if (k > 0 && led !== undefined && c.card[0] !== led && [...hand].some((x) => x[0] === led))
        revokeAt.add(c.position);
      hand.delete(c.card);
    });
  }
  for (const r of view.revokes) {
    if (r.kind === undefined || r.kind === "follow-suit") continue;
    const text = `${r.offender} ${r.card}: revoke (${r.kind}, Law ${r.law}), ${r.status}`;
    commentsAt.set(r.position, [...(commentsAt.get(r.position) ?? []), text]);
  }
  const tricks: ExportTrick[] = [];
  let nextLeader = playDeclarer === null ? null : lho(playDeclarer);
  for (const t of view.tricks) {
    tricks.push({
      leader: t.leader,
      winner: t.winner,
      cards: t.cards.map((c, k) => ({
        seat: c.seat,
        card: c.card,
        position: c.position,
        revoke: revokeAt.has(c.position),
        leadOutOfTurn: k === 0 && nextLeader !== null && c.seat !== nextLeader,
        annotation: decomposeNote(noteAt(c.position)),
        comments: commentsAt.get(c.position) ?? [],
      })),
    });
    nextLeader = t.winner;
  }
  const playComplete = view.contract !== "Pass" && a13(view);
  const side = declarer === null ? null : sideOf(declarer);
  const won = side === null ? null : view.tricksWon[side];
  let claim: BoardAnalysis["claim"];
  if (claimRecord !== undefined && declarer !== null && won !== null) {
    const seat = claimRecord.seat as Seat;
    const tricksClaimed = Number(claimRecord.tricks);
    const played = view.tricks.filter((t) => t.winner !== null).length;
    const total =
      view.result?.tricksByDeclarer ??
      (sideOf(seat) === side ? won + tricksClaimed : won + (13 - played - tricksClaimed));
    claim = { seat, tricks: tricksClaimed, total, statement: String(claimRecord.statement ?? "") };
  }
  // Until the log has a claim event, an imported claim is a comment on the last card, with the total in
  // the note of BoardStarted (Result): read it back as the claim.
  const metaResult = meta.tags.find((t) => t.name === "Result")?.value;
  if (
    claim === undefined &&
    declarer !== null &&
    won !== null &&
    metaResult !== undefined &&
    /^\d+$/.test(metaResult)
  ) {
    const lastTrick = tricks[tricks.length - 1];
    const lastCard = lastTrick?.cards[lastTrick.cards.length - 1];
    const statement = lastCard?.annotation.comments.find((c) => c.startsWith(CLAIM_PREFIX));
    if (lastCard !== undefined && statement !== undefined) {
      const total = Number(metaResult);
      claim = { seat: declarer, tricks: total - won, total, statement };
      const annotation = {
        ...lastCard.annotation,
        comments: lastCard.annotation.comments.filter((c) => c !== statement),
      };
      const cards = [...lastTrick!.cards.slice(0, -1), { ...lastCard, annotation }];
      tricks[tricks.length - 1] = { ...lastTrick!, cards };
    }
  }
  // the table result as it stands (corrected, else as played: the board's standing); a claim the Director
  // ruled on has no tricks at the table: its tricks are the ruling's
  const table = view.standing.corrected ?? view.standing.played;
  const declarerTricks = table?.tricks ?? view.result?.tricksByDeclarer ?? claim?.total ?? won;
  const applied = view.standing;
  // Tricks as won at the table, before any rectification (trick transfers of Law 64, a Director's award).
  const wonAtTable =
    side === null ? null : view.tricks.filter((t) => t.winner !== null && sideOf(t.winner) === side).length;
  const final = view.result !== null || claim !== undefined;
  const started0 = started as Record<string, unknown>;
  return {
    records,
    view,
    meta,
    board: view.board!,
    dealer,
    vulnerability: view.vulnerability!,
    deal: parseDeal(view.deal!),
    ...(typeof started0.event === "string" && { event: started0.event }),
    ...(typeof started0.table === "string" && { table: started0.table }),
    ...(pairsGiven(started0) !== undefined && { pairs: pairsGiven(started0)! }),
    conditions: {
      ...(typeof started0.edition === "string" && { edition: started0.edition }),
      ...(typeof started0.profile === "string" && { profile: started0.profile }),
      ...(typeof started0.screens === "boolean" && { screens: started0.screens }),
    },
    calls,
    leadingComments,
    auctionEnded: view.auction.ended,
    contract: view.contract,
    declarer,
    playDeclarer,
    tricks,
    playComplete,
    ...(claim !== undefined && { claim }),
    declarerTricks,
    adjusted:
      view.result !== null && view.result.contract !== "Pass" && a13(view) && wonAtTable !== declarerTricks,
    final,
    ...(applied.NS !== null && applied.EW !== null
      ? applied.NS.kind === "points" && applied.EW.kind === "points"
        ? { score: { NS: applied.NS.NS, EW: applied.EW.EW } }
        : {}
      : claim !== undefined && view.contract !== null && declarer !== null
        ? { score: boardScore(parseContract(view.contract, declarer), view.vulnerability!, claim.total) }
        : {}),
  };
};

const a13 = (view: BoardView): boolean =>
  view.tricks.length === 13 && view.tricks.every((t) => t.winner !== null);

/** The seat of column `c` (0–3) of a PBN play row that starts with `first`. */
export const columnSeat = (first: Seat, c: number): Seat => rotate(first, c);

const text = (x: unknown): string | undefined => (typeof x === "string" && x !== "" ? x : undefined);
const sides = (x: unknown): { NS?: string; EW?: string } =>
  typeof x === "object" && x !== null ? (x as { NS?: string; EW?: string }) : {};

/**
 * The tags the `BoardStarted` fields of the people and the movement stand for (players, teams, room,
 * section, round, date), added to the note's tags where the note does not give them, so that both exports
 * write them back.
 */
const withParticipantTags = (meta: MetaNote, started: Record<string, unknown>): MetaNote => {
  const tags = [...meta.tags];
  const add = (name: string, value: string | undefined): void => {
    if (value !== undefined && !tags.some((t) => t.name === name)) tags.push({ name, value });
  };
  const players = (
    typeof started.players === "object" && started.players !== null ? started.players : {}
  ) as Record<string, unknown>;
  for (const [seat, name] of Object.entries(SEAT_TAGS)) add(name, text(players[seat]));
  const room = text(started.room);
  add("Room", room);
  const teams = sides(started.teams);
  const open = room?.toLowerCase() === "open";
  const closed = room?.toLowerCase() === "closed";
  if (open || closed) {
    add("HomeTeam", text(open ? teams.NS : teams.EW));
    add("VisitTeam", text(open ? teams.EW : teams.NS));
  } else if (room === undefined && text(started.table) !== undefined) {
    // a numbered table: the home team sits North-South at its table
    add("HomeTeam", text(teams.NS));
    add("VisitTeam", text(teams.EW));
  }
  add("Section", text(started.section));
  add("Round", text(started.round));
  const date = text(started.date);
  add("Date", date === undefined ? undefined : pbnDateOf(date));
  return tags.length === meta.tags.length ? meta : { ...meta, tags };
};

/**
 * The pair ids a format should write (PairNS/PairEW): those of `BoardStarted`, less the ids that are only the
 * players' names (made on import when the file gave none).
 */
const pairsGiven = (started: Record<string, unknown>): { NS?: string; EW?: string } | undefined => {
  const pairs = sides(started.pairs);
  const named =
    pairsOfPlayers(
      (typeof started.players === "object" && started.players !== null ? started.players : {}) as Record<
        string,
        string
      >,
    ) ?? {};
  const NS = pairs.NS !== named.NS ? text(pairs.NS) : undefined;
  const EW = pairs.EW !== named.EW ? text(pairs.EW) : undefined;
  return NS === undefined && EW === undefined
    ? undefined
    : { ...(NS !== undefined && { NS }), ...(EW !== undefined && { EW }) };
};
