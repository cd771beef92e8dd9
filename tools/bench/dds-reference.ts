// The native reference of the double-dummy benchmark: DDS (dds-bridge/dds, C++) on one thread, through
// dds-reference.c. The binary is DDS_REFERENCE when set (a build of your own, say from source with -O3
// -march=native; DDS_REFERENCE=off skips the reference), else dds-reference.c compiled here with the
// system's C compiler against the system's libdds (Debian and Ubuntu: `apt-get install libdds-dev`).
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** One run of DDS over a test file, as dds-reference.c prints it. */
export interface ReferenceRun {
  readonly tables: number;
  readonly ms: number;
  readonly cpuMs: number;
  readonly medianMs: number;
  readonly slowestMs: number;
  readonly differ: number;
  /** Each table's time (ms), in the file's order (absent from an older build of the reference). */
  readonly times?: readonly number[];
}

export type Reference =
  | { readonly found: true; readonly binary: string; readonly run: (file: string) => ReferenceRun }
  | { readonly found: false; readonly why: string };

const SOURCE = fileURLToPath(new URL("dds-reference.c", import.meta.url));

function firstLine(error: unknown): string {
  const stderr = (error as { stderr?: Buffer | string }).stderr?.toString().trim();
  const text = stderr !== undefined && stderr !== "" ? stderr : String((error as Error).message ?? error);
  return text.split("\n")[0]!;
}

function runner(binary: string): (file: string) => ReferenceRun {
  return (file) =>
    JSON.parse(execFileSync(binary, [file], { encoding: "utf8", stdio: "pipe" })) as ReferenceRun;
}

/** Finds or builds the reference binary; says why when there is none. */
export function ddsReference(env: NodeJS.ProcessEnv = process.env): Reference {
  const given = env.DDS_REFERENCE;
  if (given === "off") return { found: false, why: "DDS_REFERENCE=off" };
  if (given !== undefined && given !== "") return { found: true, binary: given, run: runner(given) };
  const binary = join(mkdtempSync(join(tmpdir(), "dds-reference-")), "dds-reference");
  try {
    execFileSync(env.CC ?? "cc", ["-O2", "-o", binary, SOURCE, "-ldds"], { stdio: "pipe" });
  } catch (error) {
    return {
      found: false,
      why: `dds-reference.c not built (${firstLine(error)}): needs a C compiler and libdds (apt-get install libdds-dev), or set DDS_REFERENCE`,
    };
  }
  return { found: true, binary, run: runner(binary) };
}
