// The types of provision.mjs (a plain ES module, run by Node without a build), for its test.

export interface Need {
  readonly package: "chromium" | "postgresql";
  readonly tests: string;
  readonly projects: readonly string[];
  readonly seconds: number;
}

export type Env = Readonly<Record<string, string | undefined>>;

export const NEEDS: readonly Need[];
export const testedBy: (pkg: Need["package"], projects: readonly string[]) => boolean;
export const needed: (projects: readonly string[], env: Env) => Need[];
export const lookedAt: (pkg: Need["package"], env: Env) => string;
export const present: (pkg: Need["package"], env: Env) => boolean;
export const aptGet: {
  readonly update: string[];
  readonly install: (packages: readonly string[]) => string[];
};
export const installCommand: (packages: readonly string[], listsEmpty: boolean) => string;
export const missingMessage: (
  missing: readonly Need[],
  env: Env,
  listsEmpty: boolean,
  reason: string,
) => string;

export interface ProvisionOptions {
  /** The projects whose tests run (every project when empty). */
  projects?: readonly string[];
  env?: Env;
  /** Whether this process may install packages. */
  root?: boolean;
  /** Whether a package's program is where the tests look for it. */
  has?: (pkg: Need["package"], env: Env) => boolean;
  hasApt?: () => boolean;
  listsEmpty?: () => boolean;
  /** The log file apt-get's output goes to. */
  log?: string;
  /** Runs a command (apt-get …) quietly; gives its exit status. */
  run?: (command: readonly string[]) => number;
  print?: (line: string) => void;
}

export type Provisioned = { ok: true; installed: string[] } | { ok: false; message: string };

export const provision: (options?: ProvisionOptions) => Provisioned;
