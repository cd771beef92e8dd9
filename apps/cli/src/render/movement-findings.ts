/**
 * The findings of `bridgelaw score --movement` (Law 15B: a board played by the wrong contestants or not due at
 * that table, 86 for teams) in the run's language: the same facts as `describeFinding` of `@bridgelaw/scoring`
 * (which keeps its English line), each written from the finding's data through the texts catalog.
 */
import type { MovementFinding } from "@bridgelaw/scoring";
import { t } from "../texts.ts";

type Place = Extract<MovementFinding, { readonly place: unknown }>["place"];

const orAbsent = (x: string | number | undefined): string | number => x ?? "absent";

/** Where a result was played: `section A, round 2, table 3, Open Room, board 5`. */
const placeText = (p: Place): string =>
  t("placeParts", {
    section: orAbsent(p.section),
    round: orAbsent(p.round),
    table: orAbsent(p.table),
    room: orAbsent(p.room),
    board: p.board,
  });

/** A finding in words, one line, with its Law: what the Director must look at. */
export const findingText = (f: MovementFinding, teams: boolean): string => {
  switch (f.kind) {
    case "wrong-contestants":
    case "wrong-board": {
      const what =
        f.kind === "wrong-contestants"
          ? t("findingWrongContestants", {
              foundNS: f.found.NS ?? "?",
              foundEW: f.found.EW ?? "?",
              NS: f.expected.NS,
              EW: f.expected.EW,
            })
          : t("findingWrongBoard", { boards: f.boards.join(", ") });
      const before = teams
        ? ""
        : f.alsoPlayed.length > 0
          ? t("findingAlsoPlayed", { where: f.alsoPlayed.join(", ") })
          : t("findingStands");
      return t("findingRuling", {
        source: f.source,
        place: placeText(f.place),
        what,
        law: t("findingLaw", { teams: teams ? "yes" : "no" }),
        before,
      });
    }
    case "missing-result":
      return t("findingMissingResult", { place: placeText(f.place), NS: f.expected.NS, EW: f.expected.EW });
    case "not-in-movement":
      return t("findingNotInMovement", { source: f.source, place: placeText(f.place) });
    case "unknown-contestant":
      return t("findingUnknown", { source: f.source, id: f.id });
  }
};
