/**
 * Reader of the DDS test-hand files (`list10.txt`, `list100.txt`, `largest.txt` of dds-bridge/dds): the
 * ground truth of the tests and the benchmark. Pure: it takes the file's text.
 *
 * Each deal is a group of lines:
 * `PBN dealer vul trump first "N:…"` (DDS codes: seats N 0 E 1 S 2 W 3; vulnerability None 0, All 1, NS 2,
 * EW 3; trumps S 0 H 1 D 2 C 3 NT 4; `first` is the opening leader), `TABLE` (20 trick counts, strain by
 * strain in the order S H D C NT, each for declarers N E S W), `PAR` (par score for each side and contracts
 * when each side bids first), `PAR2` (dealer par score and contracts), `PLAY n "cards"` (an actual play,
 * from the opening lead) and `TRACE n t0 t1 …` (declarer's double-dummy tricks before the play and after each
 * card, where declarer is the opening leader's right-hand opponent).
 */
import {
  type Card,
  type Deal,
  parseDeal,
  SEATS,
  type Seat,
  type Strain,
  type Vulnerability,
} from "@bridgelaw/cards";

export interface DdsDeal {
  readonly deal: Deal;
  readonly pbn: string;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly trumps: Strain;
  readonly leader: Seat;
  /** `table[declarer][strain]`. */
  readonly table: Record<Seat, Record<Strain, number>>;
  /** Par score from North-South's side when North-South bid first (`PAR`), and the contract strings. */
  readonly par: number;
  readonly parContracts: { readonly NS: string; readonly EW: string };
  /** Par score from North-South's side with the dealer bidding first (`PAR2`), and its contracts. */
  readonly dealerPar: number;
  readonly dealerParContracts: readonly string[];
  readonly play: readonly Card[];
  readonly trace: readonly number[];
}

const VUL: readonly Vulnerability[] = ["None", "All", "NS", "EW"];
const DDS_STRAINS: readonly Strain[] = ["S", "H", "D", "C", "NT"];

const quoted = (line: string): string[] => [...line.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);

export const parseDdsFile = (text: string): DdsDeal[] => {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const out: DdsDeal[] = [];
  let cur: Record<string, string> = {};
  const flush = () => {
    if (cur.PBN === undefined) return;
    const head = cur.PBN.split(/\s+/);
    const pbn = quoted(cur.PBN)[0]!;
    const nums = (cur.TABLE ?? "").split(/\s+/).map(Number);
    const table = { N: {}, E: {}, S: {}, W: {} } as Record<Seat, Record<Strain, number>>;
    DDS_STRAINS.forEach((strain, i) => {
      SEATS.forEach((seat, j) => {
        table[seat][strain] = nums[i * 4 + j]!;
      });
    });
    const par = quoted(cur.PAR ?? "");
    const par2 = quoted(cur.PAR2 ?? "");
    const play = quoted(cur.PLAY ?? "")[0] ?? "";
    const trace = (cur.TRACE ?? "").split(/\s+/).slice(1).map(Number);
    out.push({
      deal: parseDeal(pbn),
      pbn,
      dealer: SEATS[Number(head[0])]!,
      vulnerability: VUL[Number(head[1])]!,
      trumps: DDS_STRAINS[Number(head[2])]!,
      leader: SEATS[Number(head[3])]!,
      table,
      par: Number((par[0] ?? "NS 0").split(" ")[1]),
      parContracts: { NS: (par[2] ?? "").replace(/^NS:/, ""), EW: (par[3] ?? "").replace(/^EW:/, "") },
      dealerPar: Number(par2[0] ?? 0),
      dealerParContracts: par2.slice(1),
      play: (play.match(/../g) ?? []) as Card[],
      trace,
    });
    cur = {};
  };
  for (const line of lines) {
    const m = /^([A-Z0-9]+)\s+(.*)$/.exec(line);
    if (m === null) continue;
    const [, tag, rest] = m;
    if (tag === "NUMBER") continue;
    if (tag === "PBN") flush();
    cur[tag!] = rest!;
  }
  flush();
  return out;
};
