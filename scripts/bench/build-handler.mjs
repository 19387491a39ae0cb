// How the bench's child processes answer a request with a build: "site" is the project's request
// pipeline with the bench's bindings (as render-cost.mjs runs it), "floor" a framework floor app
// (framework-floor.mjs) through Remix's own request handler.
import { createRequestHandler } from "@remix-run/cloudflare";
import { CONTEXT, ENV } from "./render-cost.mjs";

/** `(request) => Promise<Response>` for `build` (the imported server build) of that kind. */
export function buildHandler(kind, build) {
  if (kind === "site") {
    const handle = build.createFetchHandler(build);
    return (request) => handle(request, ENV, CONTEXT);
  }
  const handle = createRequestHandler(build, "production");
  return (request) => handle(request, CONTEXT);
}
