/**
 * The search core of the solver, in AssemblyScript (compiled to WebAssembly by `tools/build-solver.mjs`; the
 * module is embedded in `src/solver-wasm.ts`). It is the algorithm README.md describes:
 *
 * - hands as 13-bit rank masks (`HANDS[seat * 4 + suit]`, seats N 0 … W 3, suits S 0 … C 3, trump 4 = NT);
 * - zero-window searches ("can North-South take `target` of the remaining tricks?") over tricks;
 * - equivalent cards, redundant cards, sure tricks, a transposition table over sets of positions keyed on
 *   relative ranks, and DDS-style move ordering.
 *
 * Every array is a module global: the search allocates nothing. `src/engine.ts` is the JavaScript face.
 */

// ---------------------------------------------------------------------------------------------------------
// Memory: every array lives at an address fixed when the module is compiled (`memory.data`), read and
// written through the views below, so that an access is one load or store at a constant base (a
// `StaticArray` is a pointer held in a mutable global, read again at every access).

/** A view of `i32`s at a fixed address. */
@final
@unmanaged
class I32s {
  @inline @operator("[]") get(i: i32): i32 {
    return load<i32>(changetype<usize>(this) + ((<usize>i) << 2));
  }
  @inline @operator("[]=") set(i: i32, v: i32): void {
    store<i32>(changetype<usize>(this) + ((<usize>i) << 2), v);
  }
}

/** A view of `i64`s at a fixed address. */
@final
@unmanaged
class I64s {
  @inline @operator("[]") get(i: i32): u64 {
    return load<u64>(changetype<usize>(this) + ((<usize>i) << 3));
  }
  @inline @operator("[]=") set(i: i32, v: u64): void {
    store<u64>(changetype<usize>(this) + ((<usize>i) << 3), v);
  }
}

/** A view of `i8`s at a fixed address. */
@final
@unmanaged
class I8s {
  @inline @operator("[]") get(i: i32): i32 {
    return load<i8>(changetype<usize>(this) + <usize>i);
  }
  @inline @operator("[]=") set(i: i32, v: i32): void {
    store<i8>(changetype<usize>(this) + <usize>i, <i8>v);
  }
}

/** A view of `u8`s at a fixed address. */
@final
@unmanaged
class U8s {
  @inline @operator("[]") get(i: i32): i32 {
    return load<u8>(changetype<usize>(this) + <usize>i);
  }
  @inline @operator("[]=") set(i: i32, v: i32): void {
    store<u8>(changetype<usize>(this) + <usize>i, <u8>v);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Lookup tables over 13-bit masks (bit 0 the deuce … bit 12 the ace).

const RANK_BITS: i32 = 13;
const MASKS: i32 = 1 << RANK_BITS;
const NOTRUMP: i32 = 4;

/** The `k`-th lowest card of `m` at `m * 16 + k`; -1 when `m` has fewer cards. */
const SELECT = changetype<I8s>(memory.data(MASKS * 16, 16));

function initTables(): void {
  for (let m = 0; m < MASKS; m++) {
    let n = 0;
    for (let b = 0; b < RANK_BITS; b++) {
      if ((m >> b) & 1) {
        SELECT[m * 16 + n] = <i8>b;
        n++;
      }
    }
    for (let k = n; k < 16; k++) SELECT[m * 16 + k] = -1;
  }
}

initTables();

/** Number of cards of a holding (the machine's population count). */
function pop(m: i32): i32 {
  return popcnt(m);
}

/** Highest card of a holding, -1 when empty. */
function hi(m: i32): i32 {
  return 31 - clz(m);
}

/** Lowest card of a non-empty holding. */
function lo(m: i32): i32 {
  return ctz(m);
}

/** The `r` highest cards of mask `m` (which has at least `r`). */
function topOf(m: i32, r: i32): i32 {
  return r <= 0 ? 0 : m & ~((1 << SELECT[m * 16 + pop(m) - r]) - 1);
}

/** The highest card of each run of `hm` among the live cards (`others` = live cards not in `hm`). */
function representatives(hm: i32, others: i32): i32 {
  let reps = 0;
  let x = hm;
  while (x !== 0) {
    const top = hi(x);
    reps |= 1 << top;
    const below = others & ((1 << top) - 1);
    if (below === 0) break;
    x &= (2 << hi(below)) - 1;
  }
  return reps;
}

// ---------------------------------------------------------------------------------------------------------
// The position (state.ts).

/** `HANDS[seat * 4 + suit]`: remaining cards. `LIVE[suit]`: cards not yet in a completed trick. */
const HANDS = changetype<I32s>(memory.data(16 << 2, 16));
const LIVE = changetype<I32s>(memory.data(4 << 2, 16));
let trump: i32 = NOTRUMP;
/** Tricks not yet completed, the current one included. */
let tricksLeft: i32 = 0;

let useQuick = true;
let useTable = true;
let useRedundancy = true;
let nodeCount: f64 = 0;

// ---------------------------------------------------------------------------------------------------------
// Keys by relative rank (key.ts). A position's key is its shape (two words: suit lengths, leader, tricks
// left, trumps) and the owners of its live cards rank by rank from the top of each suit, in two 64-bit
// words: suit `s` has the 16 bits at `16 * s`, two bits (the seat) a card from the top down, the eight
// highest cards in the first word, the others in the second. The owners of a suit's live cards come from
// one table per suit over the 8192 sets of live cards, built when a position is loaded whose cards are held
// by other seats than those the tables were built for (as DDS's `rel` tables).

/** `OWNERS[suit * 8192 + live]`: the owners of the cards of `live`, two bits each from the top (bits 30-31). */
const OWNERS = changetype<I32s>(memory.data((4 * MASKS) << 2, 64));
/** The seat each card (`suit * 16 + rank`) had when `OWNERS` was built. */
const CARD_OWNER = changetype<U8s>(memory.data(64, 16));
let ownersBuilt = false;

/** Builds suit `s`'s owner table from `CARD_OWNER`. */
function buildOwners(s: i32): void {
  const base = s * MASKS;
  OWNERS[base] = 0;
  for (let m = 1; m < MASKS; m++) {
    const top = hi(m);
    OWNERS[base + m] = (OWNERS[base + (m ^ (1 << top))] >>> 2) | (CARD_OWNER[s * 16 + top] << 30);
  }
}

/** Records the seat of card `r` of suit `s`; whether it changed. */
function ownCard(s: i32, r: i32, seat: i32): bool {
  const i = s * 16 + r;
  if (CARD_OWNER[i] === seat) return false;
  CARD_OWNER[i] = seat;
  return true;
}

/** After loading a position (hands, and `trickLength` cards led by `leader`): the owner tables up to date. */
function updateOwners(leader: i32, trickLength: i32): void {
  for (let s = 0; s < 4; s++) {
    let changed = !ownersBuilt;
    for (let seat = 0; seat < 4; seat++) {
      for (let m = HANDS[seat * 4 + s]; m !== 0; m &= m - 1) {
        if (ownCard(s, ctz(m), seat)) changed = true;
      }
    }
    for (let i = 0; i < trickLength; i++) {
      if (PLAYED_SUIT[i] === s && ownCard(s, PLAYED_RANK[i], (leader + i) & 3)) changed = true;
    }
    if (changed) buildOwners(s);
  }
  ownersBuilt = true;
}

/** Per slot (tricks left): the shape words and the two owner words. */
const SHAPE = changetype<I32s>(memory.data((2 * 14) << 2, 16));
const KEY = changetype<I64s>(memory.data((2 * 14) << 3, 16));

function computeKey(leader: i32, slot: i32): void {
  let top: u64 = 0;
  let deep: u64 = 0;
  for (let s = 0; s < 4; s++) {
    const o = <u32>OWNERS[s * MASKS + LIVE[s]];
    top |= (<u64>(o >>> 16)) << (<u64>(16 * s));
    deep |= (<u64>(o & 0xffff)) << (<u64>(16 * s));
  }
  KEY[slot * 2] = top;
  KEY[slot * 2 + 1] = deep;
  SHAPE[slot * 2] =
    pop(HANDS[0]) |
    (pop(HANDS[1]) << 4) |
    (pop(HANDS[2]) << 8) |
    (pop(HANDS[4]) << 12) |
    (pop(HANDS[5]) << 16) |
    (pop(HANDS[6]) << 20) |
    (tricksLeft << 24) |
    (leader << 28);
  SHAPE[slot * 2 + 1] =
    pop(HANDS[8]) |
    (pop(HANDS[9]) << 4) |
    (pop(HANDS[10]) << 8) |
    (pop(HANDS[12]) << 12) |
    (pop(HANDS[13]) << 16) |
    (pop(HANDS[14]) << 20) |
    (trump << 24);
}

/** The mask of the `k` highest live cards of suit `s`. */
function topCards(s: i32, k: i32): i32 {
  if (k === 0) return 0;
  const m = LIVE[s];
  return m & ~((1 << SELECT[m * 16 + pop(m) - k]) - 1);
}

/** The owner bits of the `k` highest cards of a suit: in the first word (`laneTop`) and the second. */
function laneTop(k: i32): u64 {
  return k >= 8 ? 0xffff : <u64>((0xffff << (16 - 2 * k)) & 0xffff);
}

function laneDeep(k: i32): u64 {
  return k <= 8 ? 0 : <u64>((0xffff << (16 - 2 * (k - 8))) & 0xffff);
}

// ---------------------------------------------------------------------------------------------------------
// Transposition table (tt.ts): chains of blocks of up to twelve entries of one shape. An entry keeps, for
// each suit, the owners of its `k` highest live cards: the two owner words masked (`top & topMask`,
// `deep & deepMask`), the masks, and a data word `lower | upper << 4 | k0 << 8 | k1 << 12 | k2 << 16 |
// k3 << 20 | best << 24` (`best`: the lead that was best, `suit * 16 + rank` plus one, 0 when unknown, as
// DDS's bestMoveSuit/bestMoveRank). A block: a header (count, next block, the two shape words), the entries' first words and
// masks, their data words, their second words and masks, each group together.

const BUCKET_BITS: i32 = 16;
const BUCKETS: i32 = 1 << BUCKET_BITS;
const BLOCKS: i32 = 1 << 17;
const PER_BLOCK: i32 = 12;
const BLOCK_BYTES: i32 = 448;
const B_COUNT: i32 = 0;
const B_NEXT: i32 = 4;
const B_SHAPE0: i32 = 8;
const B_SHAPE1: i32 = 12;
/** Byte offsets in a block: entries' (top word, mask) pairs, data words, (deep word, mask) pairs. */
const B_TOP: i32 = 16;
const B_DATA: i32 = B_TOP + 16 * PER_BLOCK;
const B_DEEP: i32 = B_DATA + 4 * PER_BLOCK;

/**
 * Per bucket: the generation, then the first block (`heads`); the blocks (`POOL`). WebAssembly memory starts
 * zeroed; a generation number empties the table without touching it.
 */
const HEADS = changetype<I32s>(memory.data((BUCKETS * 2) << 2, 64));
const POOL: usize = memory.data(BLOCKS * BLOCK_BYTES, 64);

function blockAt(blk: i32): usize {
  return POOL + <usize>(blk * BLOCK_BYTES);
}

let hitData: i32 = 0;
let usedBlocks: i32 = 0;
let gen: i32 = 1;

function ttReset(): void {
  gen++;
  usedBlocks = 0;
}

function bucketOf(a: i32, b: i32): i32 {
  let h = <u32>(a ^ 0x3c6ef372) * 0x9e3779b1;
  h = (h ^ (h >>> 15) ^ <u32>b) * 0x85ebca77;
  h ^= h >>> 13;
  h = h * 0xc2b2ae3d;
  return <i32>(h ^ (h >>> 16)) & (BUCKETS - 1);
}

/** The size of an entry (cards kept) from its data word. */
function entrySize(d: i32): i32 {
  return ((d >> 8) & 15) + ((d >> 12) & 15) + ((d >> 16) & 15) + ((d >> 20) & 15);
}

function ttProbe(slot: i32, target: i32): i32 {
  const a = SHAPE[slot * 2];
  const b = SHAPE[slot * 2 + 1];
  const bucket = bucketOf(a, b) * 2;
  if (HEADS[bucket] !== gen) return 0;
  const top = KEY[slot * 2];
  const deep = KEY[slot * 2 + 1];
  for (let blk = HEADS[bucket + 1]; blk >= 0; ) {
    const bp = blockAt(blk);
    blk = load<i32>(bp + B_NEXT);
    if (load<i32>(bp + B_SHAPE0) !== a || load<i32>(bp + B_SHAPE1) !== b) continue;
    const n = load<i32>(bp + B_COUNT);
    for (let e = 0; e < n; e++) {
      const tp = bp + B_TOP + <usize>(e << 4);
      if ((top & load<u64>(tp, 8)) !== load<u64>(tp)) continue;
      const dp = bp + B_DEEP + <usize>(e << 4);
      if ((deep & load<u64>(dp, 8)) !== load<u64>(dp)) continue;
      const d = load<i32>(bp + B_DATA + <usize>(e << 2));
      const hit = (d & 15) >= target ? 1 : ((d >> 4) & 15) < target ? -1 : 0;
      if (hit !== 0) {
        hitData = d;
        return hit;
      }
    }
  }
  return 0;
}

function ttStore(slot: i32, k0: i32, k1: i32, k2: i32, k3: i32, isLower: bool, value: i32, best: i32): void {
  const topMask = laneTop(k0) | (laneTop(k1) << 16) | (laneTop(k2) << 32) | (laneTop(k3) << 48);
  const deepMask = laneDeep(k0) | (laneDeep(k1) << 16) | (laneDeep(k2) << 32) | (laneDeep(k3) << 48);
  const top = KEY[slot * 2] & topMask;
  const deep = KEY[slot * 2 + 1] & deepMask;
  const ks = (k0 << 8) | (k1 << 12) | (k2 << 16) | (k3 << 20);
  const a = SHAPE[slot * 2];
  const b = SHAPE[slot * 2 + 1];
  const bucket = bucketOf(a, b) * 2;
  const live = HEADS[bucket] === gen;
  // An entry with the same description is updated, but only looked for in the newest block.
  let bp: usize = 0;
  let e = -1;
  if (live) {
    bp = blockAt(HEADS[bucket + 1]);
    if (load<i32>(bp + B_SHAPE0) === a && load<i32>(bp + B_SHAPE1) === b) {
      const n = load<i32>(bp + B_COUNT);
      for (let q = 0; q < n; q++) {
        const tp = bp + B_TOP + <usize>(q << 4);
        const dp = bp + B_DEEP + <usize>(q << 4);
        if (
          load<u64>(tp) === top &&
          load<u64>(tp, 8) === topMask &&
          load<u64>(dp) === deep &&
          load<u64>(dp, 8) === deepMask
        ) {
          e = q;
          break;
        }
      }
    }
  }
  if (e < 0) {
    let blk = live ? HEADS[bucket + 1] : -1;
    if (
      blk < 0 ||
      load<i32>(bp + B_COUNT) === PER_BLOCK ||
      load<i32>(bp + B_SHAPE0) !== a ||
      load<i32>(bp + B_SHAPE1) !== b
    ) {
      if (usedBlocks === BLOCKS) {
        ttReset();
        blk = -1;
      }
      const nb = usedBlocks++;
      const nbp = blockAt(nb);
      store<i32>(nbp + B_COUNT, 0);
      store<i32>(nbp + B_NEXT, HEADS[bucket] === gen ? blk : -1);
      store<i32>(nbp + B_SHAPE0, a);
      store<i32>(nbp + B_SHAPE1, b);
      HEADS[bucket] = gen;
      HEADS[bucket + 1] = nb;
      blk = nb;
    }
    bp = blockAt(blk);
    const n = load<i32>(bp + B_COUNT);
    store<i32>(bp + B_COUNT, n + 1);
    // Most general entries (fewest cards kept) first: a lookup stops at the first entry that decides.
    const size = k0 + k1 + k2 + k3;
    e = n;
    while (e > 0) {
      const q = e - 1;
      if (entrySize(load<i32>(bp + B_DATA + <usize>(q << 2))) <= size) break;
      store<u64>(bp + B_TOP + <usize>(e << 4), load<u64>(bp + B_TOP + <usize>(q << 4)));
      store<u64>(bp + B_TOP + <usize>(e << 4), load<u64>(bp + B_TOP + <usize>(q << 4), 8), 8);
      store<u64>(bp + B_DEEP + <usize>(e << 4), load<u64>(bp + B_DEEP + <usize>(q << 4)));
      store<u64>(bp + B_DEEP + <usize>(e << 4), load<u64>(bp + B_DEEP + <usize>(q << 4), 8), 8);
      store<i32>(bp + B_DATA + <usize>(e << 2), load<i32>(bp + B_DATA + <usize>(q << 2)));
      e = q;
    }
    store<u64>(bp + B_TOP + <usize>(e << 4), top);
    store<u64>(bp + B_TOP + <usize>(e << 4), topMask, 8);
    store<u64>(bp + B_DEEP + <usize>(e << 4), deep);
    store<u64>(bp + B_DEEP + <usize>(e << 4), deepMask, 8);
    store<i32>(bp + B_DATA + <usize>(e << 2), ks | (((a >>> 24) & 15) << 4));
  }
  const dAddr = bp + B_DATA + <usize>(e << 2);
  const d = load<i32>(dAddr);
  let lower = d & 15;
  let upper = (d >> 4) & 15;
  if (isLower) {
    if (value > lower) lower = value;
  } else if (value < upper) upper = value;
  // The lead that refuted the node, else the killer of its ply (DDS keeps that one too).
  const move = best < 0 ? d & (63 << 24) : (best + 1) << 24;
  store<i32>(dAddr, (d & 0xffff00) | lower | (upper << 4) | move);
}

// ---------------------------------------------------------------------------------------------------------
// Sure tricks (quick.ts).

/** Relevant cards of the last count that reached `need`, per suit. */
const QREL = changetype<I32s>(memory.data(4 << 2, 16));
/** Per suit: rounds counted and the cards cashed. */
const CNT = changetype<I32s>(memory.data(4 << 2, 16));
const CASHED = changetype<I32s>(memory.data(4 << 2, 16));
let lastCashed: i32 = 0;
/** Whether the best transfer of the last `transfer` call ends with partner on lead. */
let transferToPartner = false;

/**
 * The first round of cashing (1-based) in which a hand of `len` cards, topped by `top`, beats the casher,
 * who holds `mine`: after the casher's cards above `top`, if that hand still has a card; else never (99).
 */
function blockedAt(mine: i32, len: i32, top: i32): i32 {
  const above = pop(mine & ~((2 << top) - 1));
  return above < len ? above + 1 : 99;
}

/**
 * Rounds hand `h` can cash from the top of suit `s`; `ruffA`/`ruffB`: the next / previous opponent may ruff
 * (once void). Round `i` is lost when another hand still holding a card in round `i` holds one above the
 * casher's `i`-th best, or when a ruffing opponent is void by then. Sets `lastCashed`: the cards cashed in
 * the rounds in which someone else still held the suit (only those compare ranks).
 */
function cash(h: i32, s: i32, ruffA: bool, ruffB: bool): i32 {
  const all = HANDS[h * 4 + s];
  lastCashed = 0;
  if (all === 0) return 0;
  const ha = HANDS[((h + 1) & 3) * 4 + s];
  const hb = HANDS[((h + 3) & 3) * 4 + s];
  const hp = HANDS[(h ^ 2) * 4 + s];
  const lenA = pop(ha);
  const lenB = pop(hb);
  const lenP = pop(hp);
  let rounds = pop(all);
  if (ruffA && lenA < rounds) rounds = lenA;
  if (ruffB && lenB < rounds) rounds = lenB;
  const first = min(
    min(blockedAt(all, lenA, hi(ha)), blockedAt(all, lenB, hi(hb))),
    blockedAt(all, lenP, hi(hp)),
  );
  if (first <= rounds) rounds = first - 1;
  let compared = max(lenA, lenB);
  if (lenP > compared) compared = lenP;
  lastCashed = topOf(all, min(rounds, compared));
  return rounds;
}

function cardsOf(h: i32): i32 {
  return pop(HANDS[h * 4]) + pop(HANDS[h * 4 + 1]) + pop(HANDS[h * 4 + 2]) + pop(HANDS[h * 4 + 3]);
}

/** Fills `QREL` with the fewest suits whose counts reach `need`, `mandatory` suit (or -1) first. */
function selectRelevant(need: i32, mandatory: i32, whole: i32): void {
  QREL[0] = 0;
  QREL[1] = 0;
  QREL[2] = 0;
  QREL[3] = 0;
  let left = need;
  let chosen = 0;
  if (mandatory >= 0) {
    QREL[mandatory] = CASHED[mandatory];
    left -= CNT[mandatory];
    chosen |= 1 << mandatory;
  }
  while (left > 0) {
    let best = -1;
    for (let s = 0; s < 4; s++) {
      if ((chosen & (1 << s)) === 0 && CNT[s] > 0 && (best < 0 || CNT[s] > CNT[best])) best = s;
    }
    if (best < 0) return;
    chosen |= 1 << best;
    const take = min(CNT[best], left);
    const m = CASHED[best];
    QREL[best] = best === whole ? m : topOf(m, min(take, pop(m)));
    left -= take;
  }
}

/**
 * The most tricks the leader's side can cash in `s` ending with partner on lead (the leader cashes some
 * rounds, then leads low to partner, who cashes from the top). Sets `lastCashed`.
 */
function transfer(leader: i32, s: i32, ruffA: bool, ruffB: bool, leaderMustFollow: bool): i32 {
  let x = HANDS[leader * 4 + s];
  let y = HANDS[(leader ^ 2) * 4 + s];
  lastCashed = 0;
  if (x === 0 || y === 0) return 0;
  const ha = HANDS[((leader + 1) & 3) * 4 + s];
  const hb = HANDS[((leader + 3) & 3) * 4 + s];
  const lenA = pop(ha);
  const lenB = pop(hb);
  const topA = hi(ha);
  const topB = hi(hb);
  let best = 0;
  let bestRel = 0;
  let relL = 0;
  transferToPartner = false;
  for (let j = 0; x !== 0; j++) {
    let xx = x;
    let yy = y;
    let k = j;
    let won = 0;
    let relP = 0;
    while (yy !== 0) {
      k++;
      const pc = hi(yy);
      if (lenA >= k) {
        if (topA > pc) break;
      } else if (ruffA) break;
      if (lenB >= k) {
        if (topB > pc) break;
      } else if (ruffB) break;
      let compared = lenA >= k || lenB >= k;
      if (xx !== 0) {
        const lc = lo(xx);
        if (lc > pc) break;
        xx ^= 1 << lc;
        compared = true;
      } else if (leaderMustFollow) break;
      if (compared) relP |= 1 << pc;
      yy ^= 1 << pc;
      won++;
    }
    if (j + won > best) {
      best = j + won;
      bestRel = relL | relP;
      transferToPartner = won > 0;
    }
    const c = hi(x);
    const kk = j + 1;
    if (lenA >= kk) {
      if (topA > c) break;
    } else if (ruffA) break;
    if (lenB >= kk) {
      if (topB > c) break;
    } else if (ruffB) break;
    if (y === 0) break;
    const pl = lo(y);
    if (pl > c) break;
    y ^= 1 << pl;
    relL |= 1 << c;
    x ^= 1 << c;
  }
  lastCashed = bestRel;
  return best;
}

/**
 * DDS's ruff at the next trick: the leader leads a side suit in which partner is void, partner ruffs, and
 * each opponent either follows or holds no trump above partner's best. Sets `QREL` (partner's best trump
 * when an opponent could ruff under it).
 */
function ruffNow(leader: i32): bool {
  const t = trump;
  const p = leader ^ 2;
  const pt = HANDS[p * 4 + t];
  if (pt === 0) return false;
  const ptTop = hi(pt);
  const l = (leader + 1) & 3;
  const r = (leader + 3) & 3;
  const lTop = hi(HANDS[l * 4 + t]);
  const rTop = hi(HANDS[r * 4 + t]);
  for (let s = 0; s < 4; s++) {
    if (s === t || HANDS[leader * 4 + s] === 0 || HANDS[p * 4 + s] !== 0) continue;
    const lFollows = HANDS[l * 4 + s] !== 0;
    const rFollows = HANDS[r * 4 + s] !== 0;
    if (!lFollows && lTop > ptTop) continue;
    if (!rFollows && rTop > ptTop) continue;
    QREL[0] = 0;
    QREL[1] = 0;
    QREL[2] = 0;
    QREL[3] = 0;
    if ((!lFollows && lTop >= 0) || (!rFollows && rTop >= 0)) QREL[t] = 1 << ptTop;
    return true;
  }
  return false;
}

/** Sure tricks of the leader's side: cashing (below), or one trick by partner's ruff when that decides. */
function quickTricks(leader: i32, need: i32): i32 {
  const q = quickCash(leader, need);
  if (q < need && need === 1 && trump !== NOTRUMP && ruffNow(leader)) return 1;
  return q;
}

/** Tricks the leader can cash from the top, plus one transfer to partner (the README's "sure tricks"). */
function quickCash(leader: i32, need: i32): i32 {
  const t = trump;
  const p = leader ^ 2;
  // A bound first: own suits headed by the top card, plus one transfer.
  let own = 0;
  let transferBound = 0;
  let partnerOwn = 0;
  for (let s = 0; s < 4; s++) {
    const top = hi(LIVE[s]);
    if (top < 0) continue;
    const mine = HANDS[leader * 4 + s];
    const theirs = HANDS[p * 4 + s];
    if ((theirs >> top) & 1) partnerOwn += pop(theirs);
    if (mine === 0) continue;
    const leaderTop = (mine >> top) & 1;
    if (leaderTop) own += pop(mine);
    if (leaderTop || (theirs >> top) & 1) {
      const gain = pop(theirs) - (leaderTop ? pop(mine) : 0);
      if (gain > transferBound) transferBound = gain;
    }
  }
  const bound = own + transferBound + (t === NOTRUMP ? partnerOwn : 0);
  if (bound < need) return bound;
  let total = 0;
  let mandatory = -1;
  let capped = false;
  const trumpGame = t !== NOTRUMP;
  let ruffL = false;
  let ruffR = false;
  if (!trumpGame) {
    for (let s = 0; s < 4; s++) {
      CNT[s] = cash(leader, s, false, false);
      CASHED[s] = lastCashed;
      total += CNT[s];
    }
  } else {
    const l = (leader + 1) & 3;
    const r = (leader + 3) & 3;
    const trumpsL = pop(HANDS[l * 4 + t]);
    const trumpsR = pop(HANDS[r * 4 + t]);
    const trumpRounds = cash(leader, t, false, false);
    CNT[t] = trumpRounds;
    CASHED[t] = lastCashed;
    const drawn = trumpRounds >= trumpsL && trumpRounds >= trumpsR;
    ruffL = !drawn && trumpsL > 0;
    ruffR = !drawn && trumpsR > 0;
    if (drawn && trumpsL + trumpsR > 0) mandatory = t;
    let side = 0;
    for (let s = 0; s < 4; s++) {
      if (s === t) continue;
      CNT[s] = cash(leader, s, ruffL, ruffR);
      CASHED[s] = lastCashed;
      side += CNT[s];
    }
    const trumpsP = pop(HANDS[p * 4 + t]);
    if (side > 0 && trumpsP > trumpRounds) {
      // Trumps are cashed first; partner, still holding trumps, must not run out of other cards.
      const outside = cardsOf(p) - trumpsP;
      if (side > outside) {
        side = outside;
        capped = true;
      }
    }
    total = trumpRounds + side;
    if (capped && total >= need) {
      for (let s = 0; s < 4; s++) QREL[s] = CASHED[s];
      return total;
    }
  }
  let transferSuit = -1;
  if (total < need && !capped) {
    // One transfer to partner, in a side suit, ending the sequence.
    const leaderMustFollow = trumpGame && HANDS[leader * 4 + t] !== 0;
    const partnerCards = cardsOf(p) - (trumpGame ? pop(HANDS[p * 4 + t]) : 0);
    let bestGain = 0;
    let bestCount = 0;
    let bestCashed = 0;
    let transferWon = false;
    for (let s = 0; s < 4; s++) {
      if (s === t) continue;
      const lenL = pop(HANDS[leader * 4 + s]);
      const lenP = pop(HANDS[p * 4 + s]);
      if (lenL === 0 || lenP === 0 || total - CNT[s] + max(lenL, lenP) + (trumpGame ? 0 : partnerOwn) < need)
        continue;
      const tr = transfer(leader, s, ruffL, ruffR, leaderMustFollow);
      const gain = tr - CNT[s];
      if (gain <= bestGain) continue;
      if (partnerCards - pop(HANDS[p * 4 + s]) < total - CNT[s]) continue;
      bestGain = gain;
      transferSuit = s;
      bestCount = tr;
      bestCashed = lastCashed;
      transferWon = transferToPartner;
    }
    if (transferSuit >= 0) {
      total += bestGain;
      CNT[transferSuit] = bestCount;
      CASHED[transferSuit] = bestCashed;
      // At notrump partner, on lead after the transfer, cashes from the top of suits the leader did not
      // cash, keeping enough other cards to follow or discard while the leader cashed his.
      if (total < need && !trumpGame && transferWon) {
        let spare = cardsOf(p) - pop(HANDS[p * 4 + transferSuit]) - (total - bestCount);
        for (let s = 0; s < 4 && total < need; s++) {
          if (s === transferSuit || CNT[s] !== 0) continue;
          if (HANDS[p * 4 + s] === 0) continue;
          const rounds = cash(p, s, false, false);
          if (rounds === 0 || rounds > spare) continue;
          spare -= rounds;
          CNT[s] = rounds;
          CASHED[s] = lastCashed;
          total += rounds;
          mandatory = transferSuit;
        }
      }
    }
  }
  if (total >= need) selectRelevant(need, mandatory, transferSuit);
  return total;
}

/**
 * DDS: with no trumps in play, a leader whose every suit is headed by an opponent's card loses the trick
 * whatever he leads. Sets `QREL` (the top card of each suit he holds).
 */
function leadIsLost(leader: i32): bool {
  if (trump !== NOTRUMP && LIVE[trump] !== 0) return false;
  const p = leader ^ 2;
  for (let s = 0; s < 4; s++) {
    const own = HANDS[leader * 4 + s];
    QREL[s] = 0;
    if (own === 0) continue;
    const top = 1 << hi(LIVE[s]);
    if (((own | HANDS[p * 4 + s]) & top) !== 0) return false;
    QREL[s] = top;
  }
  return true;
}

/** Tricks `side` (0 North-South, 1 East-West) is sure to take with its top trumps (and DDS's later tricks). */
function sureTrumpTricks(side: i32, need: i32): i32 {
  const t = trump;
  if (t === NOTRUMP) return 0;
  const a = HANDS[side * 4 + t];
  const b = HANDS[(side + 2) * 4 + t];
  const opp = HANDS[(side + 1) * 4 + t] | HANDS[((side + 3) & 3) * 4 + t];
  if ((a | b) === 0) return 0;
  const topOpp = hi(opp);
  const above = topOpp < 0 ? -1 : ~((2 << topOpp) - 1);
  const ma = a & above;
  const mb = b & above;
  const na = pop(ma);
  const nb = pop(mb);
  let n = max(na, nb);
  let rel2 = 0;
  if (n < need && need <= 2) {
    const all = a | b | opp;
    const top1 = hi(all);
    const top2 = hi(all ^ (1 << top1));
    if (top2 >= 0) {
      const bit1 = 1 << top1;
      const bit2 = 1 << top2;
      if ((opp & (bit1 | bit2)) === 0) {
        if (pop(a) >= 2 || pop(b) >= 2) {
          n = 2;
          rel2 = bit2;
        }
      } else if ((opp & bit2) === 0) {
        const x = (a & bit2) !== 0 ? side : side + 2;
        if (pop(x === side ? a : b) >= 2 && (HANDS[((x + 3) & 3) * 4 + t] & bit1) !== 0) {
          n = 1;
          rel2 = bit2;
        }
      }
    }
  }
  if (n >= need) {
    QREL[0] = 0;
    QREL[1] = 0;
    QREL[2] = 0;
    QREL[3] = 0;
    QREL[t] = rel2 !== 0 ? rel2 : topOpp < 0 ? 0 : topOf(na > nb ? ma : mb, need);
  }
  return n;
}

// ---------------------------------------------------------------------------------------------------------
// Move generation and ordering (moves.ts). A move is `(weight + 4096) << 8 | suit << 4 | rank bit`.

const STRIDE: i32 = 16;
const MAX_PLIES: i32 = 64;
const MV = changetype<I32s>(memory.data((MAX_PLIES * STRIDE) << 2, 16));
/** The lead that last caused a cut-off at each ply (`suit * 16 + rank`), -1 if none. */
const KILLER = changetype<I32s>(memory.data(MAX_PLIES << 2, 16));
let moveCount: i32 = 0;
let moveBase: i32 = 0;

/** DDS's bestMoveTT: the best move kept in the last table entry that decided a lead node at each ply. */
const TT_BEST = changetype<I32s>(memory.data(MAX_PLIES << 2, 16));

function resetKillers(): void {
  for (let i = 0; i < MAX_PLIES; i++) {
    KILLER[i] = -1;
    TT_BEST[i] = -1;
  }
}

resetKillers();

/**
 * Adds a move, keeping the list sorted by weight, ties by suit and rank (the low bits of the word): the order
 * does not depend on the order of the calls. Most weights fall as the rank rises, so the callers add a
 * suit's cards lowest first, and the insertion mostly appends.
 */
function add(suit: i32, rank: i32, weight: i32): void {
  const v = ((weight + 4096) << 8) | (suit << 4) | rank;
  let i = moveBase + moveCount;
  while (i > moveBase && MV[i - 1] < v) {
    MV[i] = MV[i - 1];
    i--;
  }
  MV[i] = v;
  moveCount++;
}

/** Appends a move without weight (after every weighted move). */
function append(suit: i32, rank: i32): void {
  MV[moveBase + moveCount] = (suit << 4) | rank;
  moveCount++;
}

/** Whether the card just below `c` among the live cards `ls` also belongs to `hm`. */
function hasEquivalent(hm: i32, ls: i32, c: i32): bool {
  const below = ls & ((1 << c) - 1);
  return below !== 0 && (hm & (1 << hi(below))) !== 0;
}

/** The seat among `h`, `l`, `p`, `r` whose holding has card `c`, or -1 when `c` < 0. */
function holder(c: i32, h: i32, hm: i32, l: i32, hl: i32, p: i32, hp: i32, r: i32): i32 {
  if (c < 0) return -1;
  const bit = 1 << c;
  return (hm & bit) !== 0 ? h : (hl & bit) !== 0 ? l : (hp & bit) !== 0 ? p : r;
}

function genLeads(ply: i32, h: i32): i32 {
  moveCount = 0;
  moveBase = ply * STRIDE;
  const t = trump;
  const l = (h + 1) & 3;
  const p = h ^ 2;
  const r = (h + 3) & 3;
  // DDS weighs leads as at notrump once no trump is left.
  const trumpGame = t !== NOTRUMP && LIVE[t] !== 0;
  const tl = trumpGame ? HANDS[l * 4 + t] : 0;
  const tp = trumpGame ? HANDS[p * 4 + t] : 0;
  const tr = trumpGame ? HANDS[r * 4 + t] : 0;
  const th = trumpGame ? HANDS[h * 4 + t] : 0;
  const k = KILLER[ply];
  const kt = TT_BEST[ply];
  for (let s = 0; s < 4; s++) {
    const hm = HANDS[h * 4 + s];
    if (hm === 0) continue;
    const hl = HANDS[l * 4 + s];
    const hp = HANDS[p * 4 + s];
    const hr = HANDS[r * 4 + s];
    const len = pop(hm);
    const lenL = pop(hl);
    const lenP = pop(hp);
    const lenR = pop(hr);
    const ls = LIVE[s];
    const top1 = hi(ls);
    const rest1 = ls ^ (1 << top1);
    const top2 = hi(rest1);
    const top3 = top2 >= 0 ? hi(rest1 ^ (1 << top2)) : -1;
    const first = holder(top1, h, hm, l, hl, p, hp, r);
    const second = holder(top2, h, hm, l, hl, p, hp, r);
    const third = holder(top3, h, hm, l, hl, p, hp, r);
    const countL = (lenL === 0 ? tricksLeft : lenL) * 4;
    const countR = (lenR === 0 ? tricksLeft : lenR) * 4;
    const partnerAbove = hp !== 0 && hi(hp) > hi(hl | hr);
    const singletonTopOpp = (lenL === 1 && first === l) || (lenR === 1 && first === r);
    let reps = representatives(hm, ls & ~hm);
    if (!trumpGame) {
      let base = -(((countL + countR) * 32) / 19);
      if (lenP === 0) base -= 9;
      while (reps !== 0) {
        const c = ctz(reps);
        reps &= reps - 1;
        const rRank = pop(ls >> c);
        let d = base;
        let w: i32;
        if (c === top1 || partnerAbove) {
          if (second === r) {
            if (lenR !== 1) d -= 1;
          } else if (second === l) d += lenL !== 1 ? 22 : 16;
          w = (second !== l || lenL === 1) && (second !== r || lenR === 1) ? d + 45 + rRank : d + 18 + rRank;
          if (k === s * 16 + c) w += 126;
          else if (kt === s * 16 + c) w += 32;
        } else {
          if (first === r || second === r) {
            if (lenR !== 1) d -= 10;
          } else if (first === l && second === p && lenP !== 1) d += 31;
          if (second === p && third === p) d += 35;
          else if (lenP > 1 && ((second === h && third === p) || (second === p && third === h))) d += 25;
          if (singletonTopOpp) w = d + 28 + rRank;
          else if (first === h) w = d - 17 + rRank;
          else if (!hasEquivalent(hm, ls, c)) w = d + 12 + rRank;
          else if (c === top2) w = d + 48;
          else w = d + 29 - rRank;
          if (k === s * 16 + c) w += 47;
          else if (kt === s * 16 + c) w += 19;
        }
        add(s, c, w);
      }
      continue;
    }
    let bonus = 0;
    if (s !== t && ((hl === 0 && tl !== 0) || (hr === 0 && tr !== 0))) bonus = -12;
    if (s !== t && lenP === 0 && tp !== 0 && lenR > 0) bonus += 17;
    if (first === r || second === r) {
      if (lenR !== 1) bonus -= 12;
    } else if (first === l && second === p && lenP !== 1) bonus += 27;
    if (s !== t && len === 1 && th !== 0 && lenP > 1 && first === p) bonus += 19;
    const base = bonus - ((countL + countR) * 32) / 13;
    while (reps !== 0) {
      const c = ctz(reps);
      reps &= reps - 1;
      const rRank = pop(ls >> c);
      const seq = hasEquivalent(hm, ls, c);
      let win = false;
      if (c === top1) {
        if (s === t) win = true;
        else if (lenP !== 0 || tp === 0) win = (lenL !== 0 || tl === 0) && (lenR !== 0 || tr === 0);
        else win = (lenL !== 0 || hi(tp) > hi(tl)) && (lenR !== 0 || hi(tp) > hi(tr));
      } else if (partnerAbove) {
        win = s === t || ((lenL !== 0 || tl === 0) && (lenR !== 0 || tr === 0));
      } else if (s !== t && lenP === 0 && tp !== 0) {
        const lRuffs = lenL === 0 && tl !== 0;
        const rRuffs = lenR === 0 && tr !== 0;
        if (lRuffs && rRuffs) win = hi(tp) > hi(tl | tr);
        else if (lRuffs) win = hi(tp) > hi(tl);
        else if (rRuffs) win = hi(tp) > hi(tr);
        else win = true;
      }
      let w: i32;
      if (win) {
        if (singletonTopOpp) w = base + 35 + rRank;
        else if (first === h)
          w = second === p ? base + 48 + rRank : c === top1 ? base + 31 : base - 3 + rRank;
        else if (first === p) w = second === h ? base + 42 + rRank : base + 28 + rRank;
        else if (seq && c === top2) w = base + 40;
        else if (seq) w = base + 22 + rRank;
        else w = base + 11 + rRank;
        if (k === s * 16 + c) w += 55;
        else if (kt === s * 16 + c) w += 18;
      } else {
        let d = base;
        if (second === p && third === p) d += 20;
        else if (lenP > 1 && ((second === h && third === p) || (second === p && third === h))) d += 13;
        if (singletonTopOpp) w = d + rRank + 2;
        else if (first === h) w = second === p ? d + 33 + rRank : c === top1 ? d + 38 : d - 14 + rRank;
        else if (first === p) w = d + 34 + rRank;
        else if (seq && c === top2) w = d + 35;
        else w = d + 17 - (c + 2);
        if (k === s * 16 + c) w += 18;
      }
      add(s, c, w);
    }
  }
  return moveCount;
}

/** DDS's rank (2 to 14) of the highest card of a holding, 0 when empty; `rankLo` of the lowest. */
function rankHi(m: i32): i32 {
  return m === 0 ? 0 : hi(m) + 2;
}

function rankLo(m: i32): i32 {
  return m === 0 ? 0 : ctz(m) + 2;
}

/** The highest card of the second run of `m` among the live cards of suit `s`, -1 when `m` is one run. */
function secondRun(m: i32, s: i32): i32 {
  const reps = representatives(m, LIVE[s] & ~m);
  return reps & (reps - 1) ? hi(reps ^ (1 << hi(reps))) : -1;
}

/** The bit of the second-best live card of suit `s` (0 when the suit has fewer than two). */
function secondBestBit(s: i32): i32 {
  const live = LIVE[s];
  const rest = live ^ (1 << hi(live));
  return rest === 0 ? 0 : 1 << hi(rest);
}

/**
 * Discard weight of suit `s` for hand `h`: longer suits first, `div` the suit's length per point; `kx` and
 * `ace` taken off when `h` holds a doubleton with the second-best card or the singleton best card.
 */
function discardAdd(h: i32, s: i32, div: i32, kx: i32, ace: i32): i32 {
  const m = HANDS[h * 4 + s];
  const len = pop(m);
  let weight = (len * 64) / div;
  if (len === 2 && (m & secondBestBit(s)) !== 0) weight -= kx;
  else if (len === 1 && (m & (1 << hi(LIVE[s]))) !== 0) weight -= ace;
  return weight;
}

/**
 * Move ordering inside a trick, after DDS's weights (dds-bridge/dds `Moves.cpp`, version 2.9): by the hand's
 * place in the trick, whether it follows suit, and whether trumps are left.
 */
function genFollows(ply: i32, h: i32, pos: i32, ls: i32, wh: i32, ws: i32, wr: i32): i32 {
  moveCount = 0;
  moveBase = ply * STRIDE;
  const t = trump;
  const trumpGame = t !== NOTRUMP && LIVE[t] !== 0;
  const leader = (h + 4 - pos) & 3;
  const leadRank = PLAYED_RANK[ply - pos] + 2;
  const high = (wh + 4 - leader) & 3;
  const winRank = wr + 2;
  const hm = HANDS[h * 4 + ls];
  const lsLive = LIVE[ls];
  const next = (h + 1) & 3;
  if (hm !== 0) {
    let reps = representatives(hm, lsLive & ~hm);
    if ((reps & (reps - 1)) === 0) {
      append(ls, hi(reps));
      return moveCount;
    }
    const myTop = hi(hm) + 2;
    if (pos === 1) {
      // The third hand is `next`, the fourth our partner.
      const third = HANDS[next * 4 + ls];
      const fourth = HANDS[(h ^ 2) * 4 + ls];
      const max3rd = rankHi(third);
      const maxpd = rankHi(fourth);
      const min3rd = rankLo(third);
      const minpd = rankLo(fourth);
      const pdTrumps = trumpGame ? HANDS[(h ^ 2) * 4 + t] : 0;
      const thirdTrumps = trumpGame ? HANDS[next * 4 + t] : 0;
      while (reps !== 0) {
        const c = ctz(reps);
        reps &= reps - 1;
        const rank = c + 2;
        const rRank = pop(lsLive >> c);
        const seq = hasEquivalent(hm, lsLive, c);
        let w: i32;
        if (!trumpGame) {
          if (maxpd > leadRank && maxpd > max3rd) w = -rank;
          else if (rank > leadRank && rank > max3rd) w = 81 - rank;
          else if (min3rd > rank || minpd > rank) w = -3 + rRank;
          else if (rank < leadRank) w = -11 + rRank;
          else if (seq) w = 10 + rRank;
          else w = 13 - rank;
        } else {
          let win = false;
          if (ls === t) win = (maxpd > leadRank && maxpd > max3rd) || (rank > leadRank && rank > max3rd);
          else if (rank > leadRank && rank > max3rd)
            win =
              max3rd !== 0 ||
              thirdTrumps === 0 ||
              (maxpd === 0 && pdTrumps !== 0 && hi(pdTrumps) > hi(thirdTrumps));
          else if (maxpd > leadRank && maxpd > max3rd) win = max3rd !== 0 || thirdTrumps === 0;
          else if (leadRank > maxpd && leadRank > max3rd && leadRank > rank) {
            if (maxpd === 0 && pdTrumps !== 0)
              win = max3rd !== 0 || thirdTrumps === 0 || hi(pdTrumps) > hi(thirdTrumps);
          } else win = maxpd === 0 && pdTrumps !== 0;
          if (win) {
            if (min3rd > rank) w = 40 + rRank;
            else if (maxpd > leadRank && hi(HANDS[leader * 4 + ls]) > hi(fourth)) w = 41 + rRank;
            else if (rank > leadRank) {
              if (rank < maxpd) w = 78 - rank;
              else if (rank > max3rd) w = 73 - rank;
              else if (seq) w = 62 - rank;
              else w = 49 - rank;
            } else if (maxpd > 0) w = 47 - rank;
            else w = 40 - rank;
          } else if (rank < min3rd || rank < minpd) w = -9 + rRank;
          else if (rank < leadRank) w = -16 + rRank;
          else if (seq) w = 22 - rank;
          else w = 10 - rank;
        }
        add(ls, c, w);
      }
      return moveCount;
    }
    if (pos === 2) {
      const cards4th = HANDS[next * 4 + ls];
      const max4th = rankHi(cards4th);
      const min4th = rankLo(cards4th);
      const max3rd = myTop;
      // `beat`: the weight less the rank of a card above the trick so far and the fourth hand (0: every card
      // lowest first); `force` and `cash` get 20 more.
      let beat = 0;
      let force = -1;
      let cash = -1;
      if (!trumpGame) {
        if (high === 0 && leadRank > max4th) {
          if (HANDS[leader * 4 + ls] === 0 && (hm & (1 << hi(lsLive))) !== 0)
            cash = cashingCard(hm, reps, lsLive, leadRank, leader, ls);
        } else if (!(max3rd < min4th || max3rd < winRank)) {
          beat = 60;
          if (max4th > max3rd && max4th > winRank) force = forcingCard(reps, cards4th, ls, high, winRank);
        }
      } else if (ls === t) {
        if (!((high === 0 && leadRank > max4th) || max3rd < min4th || max3rd < winRank)) {
          if (max3rd > max4th) beat = 58;
          else force = forcingCard(reps, cards4th, ls, high, winRank);
        }
      } else if (ws === t) {
        // The second hand has ruffed.
      } else if (high === 0) {
        if (!(max4th === 0 || leadRank > max4th || max3rd < min4th || max3rd < winRank)) {
          if (max3rd > max4th) beat = 58;
          else {
            beat = 60;
            force = forcingCard(reps, cards4th, ls, high, winRank);
          }
        }
      } else if (max4th === 0) beat = 20;
      else if (!(max3rd < min4th || max3rd < winRank)) {
        beat = max3rd > max4th ? 58 : 60;
        if (beat === 60) force = forcingCard(reps, cards4th, ls, high, winRank);
      }
      while (reps !== 0) {
        const c = ctz(reps);
        reps &= reps - 1;
        const rank = c + 2;
        let w = beat !== 0 && rank > winRank && rank > max4th ? beat - rank : -rank;
        if (c === force || c === cash) w += 20;
        add(ls, c, w);
      }
      return moveCount;
    }
    // Fourth hand.
    const partnerWins = high === 1;
    const ruffed = trumpGame && ls !== t && ws === t;
    while (reps !== 0) {
      const c = ctz(reps);
      reps &= reps - 1;
      const rank = c + 2;
      add(ls, c, partnerWins || ruffed || rank <= winRank ? -rank : 30 - rank);
    }
    return moveCount;
  }
  // Void in the led suit.
  const partnerCanWin =
    pos === 1 && hi(HANDS[(h ^ 2) * 4 + ls]) > max(hi(HANDS[next * 4 + ls]), leadRank - 2);
  for (let s = 0; s < 4; s++) {
    const hs = HANDS[h * 4 + s];
    if (hs === 0) continue;
    let reps = representatives(hs, LIVE[s] & ~hs);
    const len = pop(hs);
    // At notrump every card of the suit gets the same discard weight less its rank.
    const ntAdd = trumpGame
      ? 0
      : pos === 1
        ? partnerCanWin
          ? discardAdd(h, s, 23, 2, 3)
          : discardAdd(h, s, 33, 6, 8)
        : pos === 2
          ? discardAdd(h, s, 24, 4, 4)
          : discardAdd(h, s, 27, 6, 8);
    while (reps !== 0) {
      const c = ctz(reps);
      reps &= reps - 1;
      const w = trumpGame
        ? trumpVoidWeight(h, pos, ls, s, c, len, leader, leadRank, high, ws, winRank)
        : ntAdd - (c + 2);
      add(s, c, w);
    }
  }
  return moveCount;
}

/**
 * DDS's RankForcesAce: of our cards (`reps`, one a run), the cheapest above the fourth hand's second run, or
 * above the second hand's winning card when that run is lower; -1 when none.
 */
function forcingCard(reps: i32, cards4th: i32, ls: i32, high: i32, winRank: i32): i32 {
  const second = secondRun(cards4th, ls);
  if (second < 0) return -1;
  const bar = second + 2 > winRank ? second : high === 1 ? winRank - 2 : -1;
  if (bar < 0) return -1;
  const above = reps & ~((2 << bar) - 1);
  return above !== 0 ? ctz(above) : -1;
}

/** DDS's weights for a hand void in the led suit with trumps left (`c` of suit `s`, `len` cards in it). */
function trumpVoidWeight(
  h: i32,
  pos: i32,
  ls: i32,
  s: i32,
  c: i32,
  len: i32,
  leader: i32,
  leadRank: i32,
  high: i32,
  ws: i32,
  winRank: i32,
): i32 {
  const t = trump;
  const rank = c + 2;
  const next = (h + 1) & 3;
  const second = (HANDS[h * 4 + s] & secondBestBit(s)) !== 0;
  if (pos === 1) {
    const third = HANDS[next * 4 + ls];
    const fourth = HANDS[(h ^ 2) * 4 + ls];
    const thirdT = HANDS[next * 4 + t];
    const fourthT = HANDS[(h ^ 2) * 4 + t];
    const partnerAbove = hi(fourth) > max(hi(third), leadRank - 2);
    const kx = len === 2 && second ? 4 : 0;
    if (ls === t) return -rank + (partnerAbove ? (len * 64) / 44 : (len * 64) / 36 - kx);
    if (s !== t) {
      let good: bool;
      if (third !== 0) good = partnerAbove || (fourth === 0 && fourthT !== 0);
      else good = (fourth === 0 && hi(fourthT) > hi(thirdT)) || (thirdT === 0 && hi(fourth) > leadRank - 2);
      return -rank + (good ? 60 + (len * 64) / 44 : -2 + (len * 64) / 36 - kx);
    }
    if (third !== 0) return 24 - rank + (len * 64) / 44;
    if (fourth === 0 && fourthT !== 0 && hi(fourthT) > hi(thirdT)) return 24 - rank + (len * 64) / 44;
    if (c > hi(thirdT)) return 24 - rank + (len * 64) / 44;
    return 15 - rank + (len * 64) / 36 - kx;
  }
  if (pos === 2) {
    const max4th = rankHi(HANDS[next * 4 + ls]);
    if (ls === t || s !== t) return -rank + (len * 64) / 40;
    if (high === 0 && leadRank > max4th && (max4th !== 0 || HANDS[next * 4 + t] === 0)) return -rank - 50;
    const lenAdd = (len * 64) / 50;
    if (ws === t && rank < winRank) return -32 + pop(LIVE[s] >> c) + (len * 64) / 40;
    if (high === 0) {
      if (max4th !== 0) return (secondBestIsLeader(ls, leader, leadRank) ? 36 : 48) - rank + lenAdd;
      return (c > hi(HANDS[next * 4 + t]) ? 48 : -12) - rank + lenAdd;
    }
    if (max4th !== 0) return 72 - rank + lenAdd;
    return (c > hi(HANDS[next * 4 + t]) ? 48 : 36) - rank + lenAdd;
  }
  let val = (len * 64) / 24;
  if (len === 2 && second) val -= 2;
  if (ls === t) return -rank + val;
  if (high === 1) return (s === t ? 2 : 25) - rank + val;
  if (ws === t) return s === t ? (rank > winRank ? 33 : -13) + pop(LIVE[s] >> c) : 14 - rank + val;
  return s === t ? 33 + pop(LIVE[s] >> c) : 14 - rank + val;
}

/** Whether the leader held the second-best live card of suit `s` at the start of the trick. */
function secondBestIsLeader(s: i32, leader: i32, leadRank: i32): bool {
  return ((HANDS[leader * 4 + s] | (1 << (leadRank - 2))) & secondBestBit(s)) !== 0;
}

/**
 * DDS's GetTopNumber: with the leader out of the suit and our top run long enough to outlast the opponents,
 * the cheapest card of ours above the lead (else our highest) gets a bonus; -1 when not.
 */
function cashingCard(hm: i32, reps: i32, live: i32, leadRank: i32, leader: i32, ls: i32): i32 {
  const others = live & ~hm & ~(1 << (leadRank - 2));
  const below = others & ((1 << hi(hm)) - 1);
  const run = below === 0 ? pop(hm) : pop(hm & ~((2 << hi(below)) - 1));
  const oppLen = max(pop(HANDS[((leader + 3) & 3) * 4 + ls]) - 1, pop(HANDS[((leader + 1) & 3) * 4 + ls]));
  if (oppLen > run - 1) return -1;
  const above = reps & ~((2 << (leadRank - 2)) - 1);
  return above !== 0 ? ctz(above) : hi(reps);
}

// ---------------------------------------------------------------------------------------------------------
// The search (search.ts): zero-window alpha-beta over tricks with relevant-card sets.

/** Relevant cards of the last answer, per suit. */
const REL = changetype<I32s>(memory.data(4 << 2, 16));
/** Per ply (`ply * 4 + suit`): union of the refuted moves' relevant cards, and the cards already tried. */
const UNION = changetype<I32s>(memory.data((MAX_PLIES * 4) << 2, 16));
const DONE = changetype<I32s>(memory.data((MAX_PLIES * 4) << 2, 16));
/** Cards played since the root, by ply (the trick in progress at the root occupies the first plies). */
const PLAYED_SUIT = changetype<I32s>(memory.data(MAX_PLIES << 2, 16));
const PLAYED_RANK = changetype<I32s>(memory.data(MAX_PLIES << 2, 16));
let ply: i32 = 0;

function redundant(u: i32, s: i32, r: i32): bool {
  if (!useRedundancy) return false;
  const rel = UNION[u + s];
  const low = rel === 0 ? 13 : lo(rel);
  return r < low && (DONE[u + s] & ((1 << low) - 1)) !== 0;
}

/** The lowest card of the run of equivalent cards headed by rank `r` in seat `h`'s suit `s` (as a mask). */
function runBottom(h: i32, s: i32, r: i32): i32 {
  const hm = HANDS[h * 4 + s];
  const below = LIVE[s] & ~hm & ((1 << r) - 1);
  const run = hm & ((1 << r) - 1) & (below === 0 ? -1 : ~((2 << hi(below)) - 1));
  return run === 0 ? 1 << r : run & -run;
}

function setRootPly(n: i32): void {
  ply = n;
}

function clearRel(): void {
  REL[0] = 0;
  REL[1] = 0;
  REL[2] = 0;
  REL[3] = 0;
}

function relFromQuick(): void {
  REL[0] = QREL[0];
  REL[1] = QREL[1];
  REL[2] = QREL[2];
  REL[3] = QREL[3];
}

/** Winner of the last trick, when every hand holds one card; sets `REL`. */
function lastTrickWinner(leader: i32): i32 {
  const t = trump;
  let ws = 0;
  while (HANDS[leader * 4 + ws] === 0) ws++;
  let wr = hi(HANDS[leader * 4 + ws]);
  let wh = leader;
  let contested = false;
  for (let q = 1; q < 4; q++) {
    const h = (leader + q) & 3;
    let s = 0;
    while (HANDS[h * 4 + s] === 0) s++;
    const r = hi(HANDS[h * 4 + s]);
    if (s === ws) {
      contested = true;
      if (r > wr) {
        wr = r;
        wh = h;
      }
    } else if (s === t) {
      contested = false;
      ws = s;
      wr = r;
      wh = h;
    }
  }
  clearRel();
  if (contested) REL[ws] = 1 << wr;
  return wh;
}

/** Stores the answer of a lead node, keeping the live cards down to the lowest relevant one. */
function storeBound(slot: i32, isLower: bool, value: i32, best: i32): void {
  const r0 = REL[0];
  const r1 = REL[1];
  const r2 = REL[2];
  const r3 = REL[3];
  const k0 = r0 === 0 ? 0 : pop(LIVE[0] >> lo(r0));
  const k1 = r1 === 0 ? 0 : pop(LIVE[1] >> lo(r1));
  const k2 = r2 === 0 ? 0 : pop(LIVE[2] >> lo(r2));
  const k3 = r3 === 0 ? 0 : pop(LIVE[3] >> lo(r3));
  ttStore(slot, k0, k1, k2, k3, isLower, value, best);
}

/** After a refuted move of `s`/`r` by seat `h` at ply base `u` (`first`: the first move of the node). */
function noteRefuted(u: i32, first: bool, h: i32, s: i32, r: i32): void {
  if (first) {
    UNION[u] = REL[0];
    UNION[u + 1] = REL[1];
    UNION[u + 2] = REL[2];
    UNION[u + 3] = REL[3];
    DONE[u] = 0;
    DONE[u + 1] = 0;
    DONE[u + 2] = 0;
    DONE[u + 3] = 0;
  } else {
    UNION[u] |= REL[0];
    UNION[u + 1] |= REL[1];
    UNION[u + 2] |= REL[2];
    UNION[u + 3] |= REL[3];
  }
  DONE[u + s] |= 1 << r;
  if ((REL[s] & ((2 << r) - 1)) !== 0) UNION[u + s] |= runBottom(h, s, r);
}

function relFromUnion(u: i32): void {
  REL[0] = UNION[u];
  REL[1] = UNION[u + 1];
  REL[2] = UNION[u + 2];
  REL[3] = UNION[u + 3];
}

let hitValue = false;

/** Looks the position up; on a decisive entry sets `REL`, `hitValue` and DDS's bestMoveTT, and says so. */
function probe(leader: i32, n: i32, target: i32): bool {
  computeKey(leader, n);
  const hit = ttProbe(n, target);
  if (hit === 0) return false;
  const d = hitData;
  REL[0] = topCards(0, (d >> 8) & 15);
  REL[1] = topCards(1, (d >> 12) & 15);
  REL[2] = topCards(2, (d >> 16) & 15);
  REL[3] = topCards(3, (d >> 20) & 15);
  const best = (d >>> 24) & 63;
  if (best !== 0) TT_BEST[ply] = best - 1;
  hitValue = hit > 0;
  return true;
}

/** Can North-South take `target` of the remaining tricks, `leader` to lead to a new trick? */
function searchLead(leader: i32, target: i32): bool {
  nodeCount += 1;
  const n = tricksLeft;
  if (target <= 0 || target > n) {
    clearRel();
    return target <= 0;
  }
  const ns = (leader & 1) === 0;
  if (n === 1) return (lastTrickWinner(leader) & 1) === 0;
  // As DDS: with five tricks or more left the table is asked first, else the sure tricks first.
  const early = n >= 5;
  if (early && useTable && probe(leader, n, target)) return hitValue;
  if (useQuick) {
    const q = quickTricks(leader, ns ? target : n - target + 1);
    if (ns ? q >= target : n - q < target) {
      relFromQuick();
      return ns;
    }
    const oNeed = ns ? n - target + 1 : target;
    const oq = sureTrumpTricks(ns ? 1 : 0, oNeed);
    if (oq >= oNeed || (oNeed === 1 && leadIsLost(leader))) {
      relFromQuick();
      return !ns;
    }
  }
  if (!early && useTable && probe(leader, n, target)) return hitValue;
  const p = ply;
  const count = genLeads(p, leader);
  const b = p * STRIDE;
  const u = p * 4;
  for (let i = 0; i < count; i++) {
    const mv = MV[b + i];
    const s = (mv >> 4) & 15;
    const r = mv & 15;
    const bit = 1 << r;
    if (i > 0 && redundant(u, s, r)) continue;
    HANDS[leader * 4 + s] ^= bit;
    PLAYED_SUIT[p] = s;
    PLAYED_RANK[p] = r;
    ply = p + 1;
    const res = searchFollow(leader, 1, target, s, leader, s, r);
    ply = p;
    HANDS[leader * 4 + s] ^= bit;
    if (res === ns) {
      KILLER[p] = s * 16 + r;
      if (useTable) storeBound(n, ns, ns ? target : target - 1, s * 16 + r);
      return res;
    }
    noteRefuted(u, i === 0, leader, s, r);
  }
  relFromUnion(u);
  if (useTable) storeBound(n, !ns, ns ? target - 1 : target, KILLER[p]);
  return !ns;
}

/**
 * The same question inside a trick: `pos` cards have been played (led by `leader` in suit `ls`), the trick so
 * far won by seat `wh` with rank `wr` of suit `ws`. `target` counts the current trick among the remaining.
 */
function searchFollow(leader: i32, pos: i32, target: i32, ls: i32, wh: i32, ws: i32, wr: i32): bool {
  const h = (leader + pos) & 3;
  const p = ply;
  const count = genFollows(p, h, pos, ls, wh, ws, wr);
  const ns = (h & 1) === 0;
  const t = trump;
  const b = p * STRIDE;
  const u = p * 4;
  for (let i = 0; i < count; i++) {
    const mv = MV[b + i];
    const s = (mv >> 4) & 15;
    const r = mv & 15;
    const bit = 1 << r;
    if (i > 0 && redundant(u, s, r)) continue;
    HANDS[h * 4 + s] ^= bit;
    PLAYED_SUIT[p] = s;
    PLAYED_RANK[p] = r;
    ply = p + 1;
    let nwh = wh;
    let nws = ws;
    let nwr = wr;
    if (s === ws) {
      if (r > wr) {
        nwh = h;
        nwr = r;
      }
    } else if (s === t) {
      nwh = h;
      nws = s;
      nwr = r;
    }
    let res: bool;
    if (pos === 3) {
      let same = 0;
      for (let k = p - 3; k <= p; k++) {
        const ks = PLAYED_SUIT[k];
        LIVE[ks] ^= 1 << PLAYED_RANK[k];
        if (ks === nws) same++;
      }
      tricksLeft--;
      res = searchLead(nwh, (nwh & 1) === 0 ? target - 1 : target);
      tricksLeft++;
      for (let k = p - 3; k <= p; k++) LIVE[PLAYED_SUIT[k]] ^= 1 << PLAYED_RANK[k];
      // A trick won by rank over another card of the same suit makes the winning card relevant.
      if (same > 1) REL[nws] |= 1 << nwr;
    } else res = searchFollow(leader, pos + 1, target, ls, nwh, nws, nwr);
    ply = p;
    HANDS[h * 4 + s] ^= bit;
    if (res === ns) return res;
    noteRefuted(u, i === 0, h, s, r);
  }
  relFromUnion(u);
  return !ns;
}

// ---------------------------------------------------------------------------------------------------------
// The root (engine.ts): load a position, zero-window tests, the value by stepping from a guess.

let rootLeader: i32 = 0;
let rootPos: i32 = 0;
let rootLs: i32 = 0;
let rootWh: i32 = 0;
let rootWs: i32 = 0;
let rootWr: i32 = 0;

/** Switches parts of the pruning off (tests check they change no result). */
export function configure(quick: bool, table: bool, redundancy: bool): void {
  useQuick = quick;
  useTable = table;
  useRedundancy = redundancy;
}

/** Sets `hands[seat * 4 + suit]` of the position to load. */
export function setHand(index: i32, mask: i32): void {
  HANDS[index] = mask & 8191;
}

/** Sets the `i`-th card already played to the current trick (`suit * 16 + rank bit`). */
export function setTrickCard(i: i32, code: i32): void {
  PLAYED_SUIT[i] = code >> 4;
  PLAYED_RANK[i] = code & 15;
}

/**
 * Loads the position whose hands (`setHand`) and trick (`setTrickCard`, `trickLength` cards led by `leader`)
 * were set. `fresh` empties the transposition table first.
 */
export function loadPosition(trumpIndex: i32, leader: i32, trickLength: i32, fresh: bool): void {
  if (fresh) ttReset();
  let leaderCards = 0;
  for (let s = 0; s < 4; s++) {
    LIVE[s] = HANDS[s] | HANDS[4 + s] | HANDS[8 + s] | HANDS[12 + s];
    leaderCards += pop(HANDS[leader * 4 + s]);
  }
  trump = trumpIndex;
  rootLeader = leader;
  rootPos = trickLength;
  for (let i = 0; i < trickLength; i++) {
    const s = PLAYED_SUIT[i];
    const r = PLAYED_RANK[i];
    LIVE[s] |= 1 << r;
    if (i === 0) {
      rootLs = s;
      rootWs = s;
      rootWr = r;
      rootWh = leader;
    } else if (s === rootWs ? r > rootWr : s === trumpIndex) {
      rootWs = s;
      rootWr = r;
      rootWh = (leader + i) & 3;
    }
  }
  setRootPly(trickLength);
  updateOwners(leader, trickLength);
  tricksLeft = leaderCards + (trickLength > 0 ? 1 : 0);
}

/** Tricks left in the loaded position, the current one included. */
export function getTricksLeft(): i32 {
  return tricksLeft;
}

/** Whether North-South can take `target` of the remaining tricks of the loaded position. */
export function test(target: i32): bool {
  setRootPly(rootPos);
  return rootPos === 0
    ? searchLead(rootLeader, target)
    : searchFollow(rootLeader, rootPos, target, rootLs, rootWh, rootWs, rootWr);
}

/** Tricks North-South take from the loaded position (current trick included), searching from `guess`. */
export function value(guess: i32): i32 {
  let low = 0;
  let high = tricksLeft;
  let g = guess;
  while (low < high) {
    const t = g <= low ? low + 1 : min(g, high);
    if (test(t)) {
      low = t;
      g = t + 1;
    } else {
      high = t - 1;
      g = t - 1;
    }
  }
  return low;
}

/** Lead nodes visited since the instance was made. */
export function nodes(): f64 {
  return nodeCount;
}
