import path from "node:path";

/** The e2e server's port; 8788 stays free for `npm start`. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790);
/** wrangler's local state for the e2e run (its own D1 database). */
export const E2E_STATE = path.resolve(process.cwd(), "tests/.tmp/e2e-state");

/**
 * Posts per action per address per minute on the e2e server: far more than any journey sends from
 * the shared local address, and few enough for limits.spec.ts to use up on an address of its own.
 */
export const E2E_POSTS_PER_MINUTE = 100;
