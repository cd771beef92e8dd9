import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ddsReference } from "./dds-reference.ts";

describe("the DDS reference of the double-dummy benchmark", () => {
  it("is skipped when DDS_REFERENCE=off", () => {
    expect(ddsReference({ DDS_REFERENCE: "off" })).toEqual({ found: false, why: "DDS_REFERENCE=off" });
  });

  it("says why when dds-reference.c cannot be built", () => {
    const reference = ddsReference({ CC: join(tmpdir(), "no-such-compiler") });
    expect(reference.found).toBe(false);
    if (!reference.found)
      expect(reference.why).toMatch(/^dds-reference\.c not built \(.*\): needs a C compiler/);
  });

  it("runs the binary DDS_REFERENCE names on a file and reads its JSON line", () => {
    const dir = mkdtempSync(join(tmpdir(), "dds-reference-test-"));
    const binary = join(dir, "fake-dds");
    writeFileSync(
      binary,
      '#!/bin/sh\necho "{\\"tables\\":2,\\"ms\\":10,\\"cpuMs\\":9,\\"medianMs\\":4,\\"slowestMs\\":6,\\"differ\\":0,\\"file\\":\\"$1\\"}"\n',
    );
    chmodSync(binary, 0o755);
    const reference = ddsReference({ DDS_REFERENCE: binary });
    expect(reference.found).toBe(true);
    if (reference.found) {
      expect(reference.run("/data/list100.txt")).toEqual({
        tables: 2,
        ms: 10,
        cpuMs: 9,
        medianMs: 4,
        slowestMs: 6,
        differ: 0,
        file: "/data/list100.txt",
      });
    }
  });
});
