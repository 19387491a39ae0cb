import { rmSync } from "node:fs";
import { migrateLocalD1, startServer } from "../../scripts/lib.mjs";
import { E2E_PORT, E2E_STATE } from "./server";

/**
 * Starts the production build in `wrangler pages dev` with a fresh local D1 and the stand-ins
 * the journeys need. Returns the teardown.
 */
export default async function globalSetup() {
  rmSync(E2E_STATE, { recursive: true, force: true });
  migrateLocalD1(E2E_STATE);
  const bindings: Record<string, string> = { ENVIRONMENT: "test", RATE_LIMIT: "off" };
  const server = await startServer({ port: E2E_PORT, persistTo: E2E_STATE, bindings, quiet: true });
  return async () => {
    server.child.kill();
  };
}
