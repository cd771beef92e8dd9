import { Context } from "effect";
import type { TableServer } from "../core/server.ts";

/** The table server as an Effect service: the routes ask for it. */
export class TableServerService extends Context.Service<TableServerService, TableServer>()(
  "@bridgelaw/server/TableServer",
) {}
