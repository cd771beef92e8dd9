import { type Contract, partner, type Seat } from "@bridgelaw/cards";
import { error, type Problem } from "../problems.ts";
import type { ContractValue } from "./values.ts";

export type TagContract = ContractValue | "Pass";

export const contractText = (c: TagContract): string =>
  c === "Pass" ? "Pass" : `${c.level}${c.strain}${c.risk}`;

/** Checks the Contract and Declarer tags against the auction's own reading (records with or without a deal). */
export const compareContract = (
  derived: Contract | null,
  tagContract: TagContract | undefined,
  tagDeclarer: { seat: Seat; swapped: boolean } | null | undefined,
  line: number,
  problems: Problem[],
): void => {
  const got = derived === null ? "Pass" : `${derived.level}${derived.strain}${derived.doubling}`;
  if (tagContract !== undefined && contractText(tagContract) !== got) {
    problems.push(
      error(
        "contract",
        line,
        `the auction ends in ${got}${derived ? ` by ${derived.declarer}` : ""}, but Contract is ${contractText(tagContract)}`,
      ),
    );
  }
  if (tagDeclarer === undefined) return;
  if (derived === null) {
    if (tagDeclarer !== null)
      problems.push(
        error(
          "declarer",
          line,
          `the auction is passed out, but Declarer is ${tagDeclarer.swapped ? "^" : ""}${tagDeclarer.seat}`,
        ),
      );
    return;
  }
  if (tagDeclarer === null) {
    problems.push(
      error("declarer", line, `Declarer is empty, but the auction gives declarer ${derived.declarer}`),
    );
  } else if (tagDeclarer.swapped) {
    if (tagDeclarer.seat !== partner(derived.declarer)) {
      problems.push(
        error(
          "declarer",
          line,
          `Declarer ^${tagDeclarer.seat}: the irregular declarer is the partner of the declarer ${derived.declarer}`,
        ),
      );
    }
  } else if (tagDeclarer.seat !== derived.declarer) {
    problems.push(
      error(
        "declarer",
        line,
        `the auction gives declarer ${derived.declarer}, but Declarer is ${tagDeclarer.seat}`,
      ),
    );
  }
};
