/**
 * The solver: a WebAssembly instance of the search core (`assembly/solver.ts`, embedded in
 * `solver-wasm.ts`) behind a JavaScript face. A position given as rank masks is loaded into the core and
 * its value found with a sequence of zero-window searches stepping from a guess (MTD-style): each search
 * raises the proven lower bound or lowers the upper bound by one trick, and the transposition table carries
 * what earlier searches proved.
 */
import { SOLVER_WASM } from "./solver-wasm.ts";

/** A card as `suit * 16 + rank bit` (suit S 0 … C 3, rank bit 0 for the deuce … 12 for the ace). */
export type CardCode = number;

/** Parts of the pruning that can be switched off (tests check they do not change any result). */
export interface SearchOptions {
  /** Sure-trick cut-offs. Default on. */
  readonly quickTricks?: boolean;
  /** Transposition table cut-offs. Default on. */
  readonly table?: boolean;
  /** Skipping cards equivalent to an already refuted one given the relevant cards. Default on. */
  readonly redundancy?: boolean;
}

export interface Engine {
  /**
   * Loads a position: `masks[seat * 4 + suit]` are the hands, `trick` the cards already played to the
   * current trick (fewer than four) from `leader`. The caller guarantees consistency (see `position.ts`).
   * `fresh` empties the transposition table first; keeping it pays for positions of the same deal and strain.
   */
  readonly load: (
    masks: ArrayLike<number>,
    trump: number,
    leader: number,
    trick: ArrayLike<CardCode>,
    fresh?: boolean,
  ) => void;
  /** Tricks left in the loaded position, the current one included. */
  readonly tricksLeft: () => number;
  /** Whether North-South can take `target` of the remaining tricks of the loaded position. */
  readonly test: (target: number) => boolean;
  /** Tricks North-South take from the loaded position (current trick included), searching from `guess`. */
  readonly value: (guess: number) => number;
  /** Lead nodes visited since the engine was made. */
  readonly nodes: () => number;
}

/** The exports of the core (`assembly/solver.ts`). */
interface Core {
  configure(quick: number, table: number, redundancy: number): void;
  setHand(index: number, mask: number): void;
  setTrickCard(i: number, code: number): void;
  loadPosition(trump: number, leader: number, trickLength: number, fresh: number): void;
  getTricksLeft(): number;
  test(target: number): number;
  value(guess: number): number;
  nodes(): number;
}

/** The parts of the WebAssembly JavaScript API used here (the ES library types do not declare it). */
interface WasmModule {
  readonly __wasmModule: never;
}
declare const WebAssembly: {
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (module: WasmModule, imports: object) => { readonly exports: object };
  compile(bytes: Uint8Array): Promise<WasmModule>;
};

let compiled: WasmModule | undefined;

const solverBytes = (): Uint8Array => Uint8Array.from(atob(SOLVER_WASM), (c) => c.charCodeAt(0));

/**
 * Compiles the core asynchronously. Optional: the first engine compiles it synchronously, which Node.js and
 * web workers allow; a browser's main thread refuses synchronous compilation of modules over 4 KB, so a page
 * awaits this once before solving.
 */
export const loadSolver = async (): Promise<void> => {
  compiled ??= await WebAssembly.compile(solverBytes());
};

export const createEngine = (options: SearchOptions = {}): Engine => {
  compiled ??= new WebAssembly.Module(solverBytes());
  const core = new WebAssembly.Instance(compiled, {}).exports as unknown as Core;
  core.configure(
    options.quickTricks === false ? 0 : 1,
    options.table === false ? 0 : 1,
    options.redundancy === false ? 0 : 1,
  );
  return {
    load: (masks, trump, leader, trick, fresh = true) => {
      for (let i = 0; i < 16; i++) core.setHand(i, masks[i]! | 0);
      for (let i = 0; i < trick.length; i++) core.setTrickCard(i, trick[i]!);
      core.loadPosition(trump, leader, trick.length, fresh ? 1 : 0);
    },
    tricksLeft: () => core.getTricksLeft(),
    test: (target) => core.test(target) !== 0,
    value: (guess) => core.value(guess),
    nodes: () => core.nodes(),
  };
};

let shared: Engine | undefined;

/** The engine the public functions share (made on first use; its table takes about 70 MB). */
export const sharedEngine = (): Engine => {
  shared ??= createEngine();
  return shared;
};
