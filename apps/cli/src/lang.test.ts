import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { envLang, takeLang } from "./lang.ts";
import { runInProcess as run } from "./testing/in-process.ts";
import { ROOT } from "./testing/run-cli.ts";

const B1T3 = join(ROOT, "examples/session/pairs/b1-t3.jsonl");

describe("the language of the text outputs (--lang, LC_ALL, LANG)", () => {
  it("--lang takes a language the words have, out of the arguments; LC_ALL, then LANG, by default", () => {
    expect(takeLang(["replay", "--lang", "fr", "x.jsonl"], {})).toEqual({ args: ["replay", "x.jsonl"] });
    expect(takeLang(["replay", "--lang=en"], {}).args).toEqual(["replay"]);
    expect(takeLang(["replay", "--lang", "xx"], {}).error).toMatch(/--lang xx: the languages are en, fr/);
    expect(envLang({ LANG: "fr_FR.UTF-8" })).toBe("fr");
    expect(envLang({ LC_ALL: "en_GB.UTF-8", LANG: "fr_FR.UTF-8" })).toBe("en");
    expect(envLang({ LANG: "C.UTF-8" })).toBeUndefined();
  });

  it("replay --lang fr: the Laws' consequences in French (93B2: the committee's decision applies)", async () => {
    const fr = await run(["replay", "--lang", "fr", B1T3]);
    expect(fr.code).toBe(0);
    expect(fr.stdout).toContain("la décision du comité d'appel s'applique (modifiée ; 93B2, position 10)");
    const en = await run(["replay", B1T3]);
    expect(en.stdout).toContain("the appeals committee's decision applies (changed; 93B2, position 10)");
  });

  it("an unknown language is a usage error (exit 2)", async () => {
    const r = await run(["replay", "--lang", "xx", B1T3]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--lang xx: the languages are en, fr");
  });
});
