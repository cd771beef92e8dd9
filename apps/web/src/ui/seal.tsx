import type { ReactNode } from "react";
import type { SealCheck } from "../model/log.ts";
import { describe, describeLogError, t, uiLang } from "./lang.ts";

/**
 * The seal check of the log shown (`verify` of `@bridgelaw/log`, read when the log was opened): sealed with
 * the chain verified and its head (what a Director publishes to anchor the log), not sealed, or broken at a
 * line of the file with the reason.
 */
export const SealStatus = ({ seal }: { seal: SealCheck }): ReactNode => {
  switch (seal.status) {
    case "sealed":
      return (
        <p className="seal seal-sealed" data-testid="seal" data-status="sealed">
          {t("sealed", { count: seal.count })}
          <code className="hash">{seal.head}</code>)
        </p>
      );
    case "unsealed":
      return (
        <p className="seal seal-unsealed" data-testid="seal" data-status="unsealed">
          {t("unsealed")}
        </p>
      );
    case "broken":
      return (
        <p className="seal seal-broken" data-testid="seal" data-status="broken" role="alert">
          <strong>{t("chainBroken", { line: seal.line })}</strong>
          {t("colon")}
          {seal.fault !== undefined
            ? describe(seal.fault)
            : seal.unreadable === undefined || uiLang() === "en"
              ? seal.reason
              : t("unreadableLine", { error: describeLogError(seal.unreadable) })}
          {t("brokenAfter")}
        </p>
      );
  }
};
