import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { DataDirectoryInUse, LOCK_FILE } from "./data-dir-in-use.ts";

export { DataDirectoryInUse, LOCK_FILE };

interface Owner {
  readonly pid: number;
  readonly host: string;
  /** The process's start time (Linux: field 22 of /proc/PID/stat), so that a reused pid is not taken for the owner. */
  readonly started?: string;
}

const startTimeOf = (pid: number): string | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // the command name (field 2) may hold spaces and parentheses: count fields after its closing parenthesis
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
};

const me = (): Owner => {
  const started = startTimeOf(process.pid);
  return { pid: process.pid, host: hostname(), ...(started !== undefined && { started }) };
};

/** Whether the process a lock names is alive (on this host; a lock from another host is taken as alive). */
const alive = (owner: Owner): boolean => {
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  if (owner.started === undefined) return true;
  const now = startTimeOf(owner.pid);
  return now === undefined || now === owner.started;
};

const readOwner = (path: string): Owner | undefined => {
  try {
    const o = JSON.parse(readFileSync(path, "utf8")) as Partial<Owner>;
    return typeof o.pid === "number" && typeof o.host === "string" ? (o as Owner) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Takes the lock of `dataDir` (created if missing) for this process, or throws `DataDirectoryInUse`. A lock left
 * by a process that no longer runs (killed, crashed) is taken over; two processes taking it over at once are
 * serialised by a take-over directory (`mkdir` is atomic). Returns the function that releases it.
 */
export const lockDataDirectory = (dataDir: string): (() => void) => {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const mine = me();
  const body = `${JSON.stringify(mine)}\n`;
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const fd = openSync(path, "wx", 0o644);
      try {
        writeSync(fd, body);
      } finally {
        closeSync(fd);
      }
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        if (readOwner(path)?.pid === mine.pid) {
          try {
            unlinkSync(path);
          } catch {
            // gone already
          }
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readOwner(path);
    if (owner !== undefined && alive(owner)) throw new DataDirectoryInUse(dataDir, owner);
    // a stale lock (or one being written this instant): take it over under the take-over directory
    const takeover = `${path}.takeover`;
    try {
      mkdirSync(takeover);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // another process is taking it over; a take-over directory left by a crash is removed after a while
      try {
        if (Date.now() - statSync(takeover).mtimeMs > 10_000) rmdirSync(takeover);
      } catch {
        // removed meanwhile
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
      continue;
    }
    try {
      const again = readOwner(path);
      if (again === undefined && owner === undefined) {
        // unreadable both times: a lock half written by a process that died, or being written now
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
        if (readOwner(path) !== undefined) continue;
      }
      if (again !== undefined && alive(again)) throw new DataDirectoryInUse(dataDir, again);
      try {
        renameSync(path, `${path}.stale-${process.pid}`);
        unlinkSync(`${path}.stale-${process.pid}`);
      } catch {
        // removed meanwhile
      }
    } finally {
      rmdirSync(takeover);
    }
  }
  throw new Error(`the lock of ${dataDir} could not be taken (${path})`);
};
