import path from "node:path";

/** The e2e server's port; 8788 stays free for `npm start`. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790);
/** wrangler's local state for the e2e run (its own D1 database). */
export const E2E_STATE = path.resolve(process.cwd(), "tests/.tmp/e2e-state");
