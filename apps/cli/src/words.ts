// The words of the text outputs, in the run's language (`--lang`, lang.ts): `@bridgelaw/words` writes them.
import type { Tagged } from "@bridgelaw/cards";
import { describe as describeIn, describeLogError as describeLogErrorIn } from "@bridgelaw/words";
import { cliLang } from "./lang.ts";

/** A fact in words, in the run's language. */
export const describe = <F extends Tagged>(fact: F): string => describeIn(fact, cliLang());

/** A log error in words (`line 4: …`), in the run's language. */
export const describeLogError = (error: Parameters<typeof describeLogErrorIn>[0]): string =>
  describeLogErrorIn(error, cliLang());
