import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { startProgress } from "./progress.ts";

const capture = (isTTY: boolean) => {
  const stream = Object.assign(new PassThrough(), { isTTY, columns: 80 });
  const chunks: string[] = [];
  stream.on("data", (c: Buffer) => chunks.push(c.toString()));
  return { stream, text: () => chunks.join("") };
};

describe("progress", () => {
  it("is silent when the output is not a terminal (a pipe or a file)", () => {
    const out = capture(false);
    const p = startProgress("importing", 10, out.stream);
    for (let i = 0; i < 10; i++) p.advance();
    p.done("10 boards");
    expect(out.text()).toBe("");
  });

  it("draws on a terminal and ends with its closing line", () => {
    const out = capture(true);
    const p = startProgress("importing", 4, out.stream);
    p.advance(2);
    p.advance(2);
    p.done("4 boards imported");
    expect(out.text()).toContain("4 boards imported");
  });
});
