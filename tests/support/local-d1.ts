import path from "node:path";
import { startLocalD1, type LocalD1 } from "./d1-client";

/**
 * Opens the D1 database a `wrangler dev --persist-to <dir>` server writes to, so a test can read
 * what a visitor's post stored. (wrangler keeps its D1 state under <dir>/v3/d1.)
 */
export function openLocalD1(persistTo: string): Promise<LocalD1> {
  return startLocalD1({ persistTo: path.join(persistTo, "v3", "d1") });
}
