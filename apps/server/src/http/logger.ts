import { Effect } from "effect";
import { HttpServerRequest, type HttpServerResponse } from "effect/http";

/**
 * One structured log line per request: method, path (never the query string, which may hold a live client's
 * token), status and milliseconds. Effect's own request logger prints the whole URL, so it is switched off.
 */
export const requestLogger = <E, R>(
  app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>,
): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R | HttpServerRequest.HttpServerRequest> =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest;
    const start = performance.now();
    const path = request.url.split("?")[0];
    const response = yield* Effect.tapError(app, () =>
      Effect.logInfo("request").pipe(Effect.annotateLogs({ method: request.method, path, status: "failed" })),
    );
    yield* Effect.logInfo("request").pipe(
      Effect.annotateLogs({
        method: request.method,
        path,
        status: response.status,
        ms: Math.round(performance.now() - start),
      }),
    );
    return response;
  });
