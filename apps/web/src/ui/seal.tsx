import type { ReactNode } from "react";
import type { SealCheck } from "../model/log.ts";

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
          Sealed, chain verified ({seal.count} records, head <code className="hash">{seal.head}</code>)
        </p>
      );
    case "unsealed":
      return (
        <p className="seal seal-unsealed" data-testid="seal" data-status="unsealed">
          Not sealed: the log carries no hash chain, so nothing shows whether it was changed
        </p>
      );
    case "broken":
      return (
        <p className="seal seal-broken" data-testid="seal" data-status="broken" role="alert">
          <strong>Chain broken at line {seal.line}</strong>: {seal.reason}. The log was changed after it was
          sealed; the board is shown as the log now reads.
        </p>
      );
  }
};
