import { EventRejected } from "@bridgelaw/log";
import { replayLog } from "@bridgelaw/table";
import { describe, expect, it } from "vitest";
import { LANGS } from "../catalog.ts";
import { describeLogError, describe as words, wordsOf } from "../format.ts";
import { withWords } from "../view.ts";

const DEAL = "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765";
const FR = wordsOf("fr");

describe("the French words", () => {
  it("French is a language of the package", () => {
    expect(LANGS).toContain("fr");
  });

  it("an event the decoder refuses at a field, in French from its data; in English as the log reads it", () => {
    const deal = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";
    const at = (line: string) =>
      replayLog(`{"type":"BoardStarted","board":1,"deal":"${deal}"}\n${line}\n`).error!;
    const seat = at('{"type":"CallMade","seat":"Q","call":"P"}');
    expect(seat).toMatchObject({ _tag: "InvalidEvent", field: "seat", detail: { problem: "unknown" } });
    expect(describeLogError(seat, "en")).toBe('line 2: unknown seat "Q" at "seat"');
    expect(describeLogError(seat, "fr")).toBe(
      "ligne 2 : valeur inconnue « Q » pour « seat » (l'une de N, E, S ou W)",
    );
    expect(describeLogError(at('{"type":"CallMade","seat":"N"}'), "fr")).toBe(
      "ligne 2 : champ « call » manquant",
    );
    expect(describeLogError(at('{"type":"Foo"}'), "fr")).toBe(
      "ligne 2 : valeur inconnue « Foo » pour « type »",
    );
    // a line that cannot be read, by its problem
    expect(describeLogError(at('{"type":"CallMade","seat":"N","call":"P","seq":2.0}'), "fr")).toBe(
      "ligne 2 : un nombre qui n'est pas écrit comme le journal l'écrit",
    );
    expect(describeLogError(at("{ pas du JSON"), "fr")).toBe("ligne 2 : pas du JSON valide");
    expect(describeLogError(at("{ pas du JSON"), "en")).toMatch(/^line 2: not valid JSON: /);
  });
  it("a result as a score slip writes it: Passe for a board passed out, 3SA+1 par Nord", () => {
    expect(words({ _tag: "ResultLabel", contract: "Pass" }, "fr")).toBe("Passe");
    expect(words({ _tag: "ResultLabel", contract: "3NT", over: 1, declarer: "N" }, "fr")).toBe(
      "3SA+1 par Nord",
    );
    expect(words({ _tag: "ResultLabel", contract: "Pass" }, "en")).toBe("Pass");
  });
  it("seats by name, eliding where French elides", () => {
    expect(["N", "E", "S", "W"].map(FR.seat)).toEqual(["Nord", "Est", "Sud", "Ouest"]);
    expect(["N", "E", "S", "W"].map((s) => FR.seatWith?.(s, "de"))).toEqual([
      "de Nord",
      "d'Est",
      "de Sud",
      "d'Ouest",
    ]);
    expect(FR.seatWith?.("E", "que")).toBe("qu'Est");
    expect(FR.side("NS")).toBe("NS");
    expect(FR.side("EW")).toBe("EO");
  });

  it("cards with the suit's symbol first and the French honours (A R D V 10)", () => {
    expect(["SA", "HK", "DQ", "CJ", "ST", "H2"].map(FR.card)).toEqual(["♠A", "♥R", "♦D", "♣V", "♠10", "♥2"]);
  });

  it("calls as French players write them: Passe, X, XX, 1♠, 3SA", () => {
    expect(["P", "X", "XX", "1S", "3NT", "7C"].map(FR.call)).toEqual(["Passe", "X", "XX", "1♠", "3SA", "7♣"]);
    expect(FR.strain("NT")).toBe("SA");
    expect(FR.suit("H")).toBe("cœur");
  });

  it("Law references as the Code writes them", () => {
    expect(FR.law("27B1(a)")).toBe("Loi 27B1(a)");
  });

  it("lists with ou and et", () => {
    expect(FR.list(["Nord", "Est", "Sud"], "or")).toBe("Nord, Est ou Sud");
    expect(FR.list(["Est", "Ouest"], "and")).toBe("Est et Ouest");
    expect(FR.list(["a", "b"], undefined)).toBe("a, b");
  });

  it("scores and marks: the same notation, French words", () => {
    expect(FR.score({ kind: "artificial", level: "average-plus" }, "NS")).toBe("moyenne plus");
    expect(FR.score({ kind: "imps", imps: 3 }, "NS")).toBe("+3 IMP");
    expect(FR.score({ kind: "points", NS: 420, EW: -420 }, "EW")).toBe("-420");
    expect(
      FR.mark(
        {
          kind: "weighted",
          outcomes: [
            { weight: 0.6, NS: -420, result: { contract: "4S", declarer: "W", tricks: 10 } },
            { weight: 0.4, NS: 50, result: { contract: "4S", declarer: "W", tricks: 9 } },
          ],
        },
        "NS",
      ),
    ).toBe("60 % 4♠O= −420 / 40 % 4♠O−1 +50");
    expect(FR.mark({ kind: "artificial", level: "average-minus" }, "EW")).toBe("A−");
  });
});

describe("facts in French", () => {
  it("a consequence in the Director's words", () => {
    expect(words({ _tag: "MustPass", seat: "E", scope: "next-turn", law: "30A", position: 3 }, "fr")).toBe(
      "Est doit passer à son prochain tour de parole (30A)",
    );
    expect(
      words({ _tag: "InsufficientBid", seat: "E", call: "1C", over: "1NT", law: "27", position: 4 }, "fr"),
    ).toBe("le 1♣ d'Est est une enchère insuffisante après 1SA");
    expect(
      words(
        { _tag: "PenaltyCard", seat: "W", card: "SK", kind: "major", because: "honour", law: "50" },
        "fr",
      ),
    ).toBe("♠R d'Ouest est une carte pénalisée principale (50B2 : un honneur)");
    expect(
      words(
        { _tag: "CallExplained", seat: "W", of: { position: 3, seat: "E", call: "2D" }, words: "majeures" },
        "fr",
      ),
    ).toBe("Ouest explique le 2♦ d'Est : majeures");
    expect(
      words(
        {
          _tag: "OwnExplanationCorrected",
          seat: "W",
          of: { position: 3, seat: "E", call: "2D" },
          words: "naturel",
        },
        "fr",
      ),
    ).toBe(
      "Ouest rectifie son explication du 2♦ d'Est : naturel (20F4(a) ; l'arbitre applique 21B, 20F4(b))",
    );
  });

  it("plural forms: 1 levée, 2 levées (French CLDR: one covers 0 and 1)", () => {
    const ended = (ns: number, ew: number) => words({ _tag: "PlayEnded", ns, ew }, "fr");
    expect(ended(1, 12)).toBe("fin du jeu : NS 1 levée, EO 12 levées");
    expect(ended(0, 13)).toBe("fin du jeu : NS 0 levée, EO 13 levées");
    const compensation = (tricks: number) =>
      words({ _tag: "CompensationQuestion", offender: "W", trick: 4, tricks }, "fr");
    expect(compensation(1)).toContain("(1 levée)");
    expect(compensation(2)).toContain("(2 levées)");
    const claimed = (remaining: number) =>
      words({ _tag: "TricksClaimed", claimer: "S", claimed: 1, conceded: 0, remaining }, "fr");
    expect(claimed(1)).toBe("Sud revendique 1 sur 1 levée restante");
    expect(claimed(4)).toBe("Sud revendique 1 sur 4 levées restantes");
  });

  it("a log error in French", () => {
    const refused = new EventRejected(4, { _tag: "CardNotHeld", seat: "N", card: "C2" });
    expect(describeLogError(refused, "fr")).toBe("ligne 4 : Nord n'a pas ♣2");
  });

  it("withWords in French: the words beside the data, the data unchanged", () => {
    const { view } = replayLog(
      [
        JSON.stringify({ type: "BoardStarted", board: 1, deal: DEAL }),
        JSON.stringify({ type: "CallMade", seat: "E", call: "P" }),
        JSON.stringify({ type: "OptionChosen", seat: "S", law: "29A", option: "refuse" }),
      ].join("\n"),
    );
    const worded = withWords(view, "fr");
    expect(worded.audit.find((a) => a._tag === "MustPass")).toMatchObject({
      _tag: "MustPass",
      seat: "E",
      text: "Est doit passer à son prochain tour de parole (30A)",
    });
    expect(worded.auction.reviews).toContainEqual(
      expect.objectContaining({ _tag: "DamageReview", text: "dommage causé par le passe hors tour (30A)" }),
    );
  });
});
