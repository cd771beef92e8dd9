import { SEATS, type Seat } from "@bridgelaw/cards";
import {
  isoDateOf,
  type Participants,
  pairsOfPlayers,
  roomName,
  SEAT_TAGS,
  teamsOfRoom,
} from "../participants.ts";
import { info, type Problem, warning } from "../problems.ts";
import type { PbnRecord } from "./records.ts";
import { given } from "./tag-values.ts";

/**
 * The people and the movement of a PBN record, as `BoardStarted` fields: the players (North…West), the pairs
 * (PairNS/PairEW, else named by their two players), the teams (HomeTeam/VisitTeam, the home team North-South
 * in the open room, East-West in the closed one, North-South at its table when the file numbers tables), Section, Round, Room, Date. `logged`: the tags the fields give back exactly, which the
 * note need not keep.
 */
export const readParticipants = (
  record: PbnRecord,
  problems: Problem[],
): { fields: Participants; logged: Set<string> } => {
  const logged = new Set<string>();
  const tag = (name: string) => given(record, name);
  const value = (name: string): string | undefined => tag(name)?.value.trim();

  const players: Partial<Record<Seat, string>> = {};
  for (const seat of SEATS) {
    const name = value(SEAT_TAGS[seat]);
    if (name === undefined) continue;
    players[seat] = name;
    if (tag(SEAT_TAGS[seat])!.value === name) logged.add(SEAT_TAGS[seat]);
  }

  const named = pairsOfPlayers(players);
  const NS = value("PairNS") ?? named?.NS;
  const EW = value("PairEW") ?? named?.EW;
  if (named !== undefined && (value("PairNS") === undefined || value("PairEW") === undefined)) {
    problems.push(
      info(
        "inferred",
        record.line,
        `no PairNS/PairEW: the pairs are named by their players (${[NS && `NS "${NS}"`, EW && `EW "${EW}"`].filter(Boolean).join(", ")})`,
      ),
    );
  }

  const roomTag = tag("Room");
  const tableTag = tag("Table");
  const roomValue =
    roomTag?.value ?? (/^(open|closed)$/i.test(tableTag?.value.trim() ?? "") ? tableTag!.value : undefined);
  const room = roomValue === undefined ? undefined : roomName(roomValue);
  if (roomTag !== undefined && roomTag.value === room) logged.add("Room");

  const home = value("HomeTeam");
  const visit = value("VisitTeam");
  // a table number (not a room's name): the home team sits North-South at its table
  const atTable = room === undefined && tableTag !== undefined && tableTag.value.trim() !== "";
  const teams = teamsOfRoom(home, visit, room, atTable);
  if (teams !== undefined) {
    for (const name of ["HomeTeam", "VisitTeam"])
      if (tag(name)?.value.trim() === tag(name)?.value) logged.add(name);
  } else if (home !== undefined || visit !== undefined) {
    problems.push(
      warning(
        "missing-tag",
        (tag("HomeTeam") ?? tag("VisitTeam"))!.line || record.line,
        `HomeTeam/VisitTeam without Room "Open" or "Closed" or a Table: which team sits North-South is not known (kept in the note; \`bridgelaw score --movement FILE\` can say)`,
      ),
    );
  }

  const fields: { -readonly [K in keyof Participants]: Participants[K] } = {};
  if (Object.keys(players).length > 0) fields.players = players;
  if (NS !== undefined || EW !== undefined)
    fields.pairs = { ...(NS !== undefined && { NS }), ...(EW !== undefined && { EW }) };
  if (teams !== undefined) fields.teams = teams;
  for (const name of ["Section", "Round"] as const) {
    const v = value(name);
    if (v === undefined) continue;
    fields[name === "Section" ? "section" : "round"] = v;
    if (tag(name)!.value === v) logged.add(name);
  }
  if (room !== undefined) fields.room = room;

  const dateTag = tag("Date");
  if (dateTag !== undefined) {
    const date = isoDateOf(dateTag.value);
    if (date !== null) {
      fields.date = date.iso;
      if (date.standard) logged.add("Date");
    }
  }
  return { fields, logged };
};
