export { ApiError, type ErrorCode } from "./core/errors.ts";
export type { Grant, SessionDoc } from "./core/model.ts";
export { type BoardState, type Caller, TableServer } from "./core/server.ts";
export { appLayer, type ServerConfig, tableServerLayer } from "./http/app.ts";
export { ApiRoutes } from "./http/routes.ts";
export { TableServerService } from "./http/service.ts";
