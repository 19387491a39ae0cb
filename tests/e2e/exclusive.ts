import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { E2E_STATE } from "./server";

/**
 * Runs `work` while no other Playwright worker runs work of the same name. The two projects run the
 * same spec at the same time on the one e2e server, and a journey that changes a part of the site
 * everyone sees (the event's schedule, the announcement) would otherwise see the other project's
 * change instead of its own. The lock is a directory in the server's state folder, which the global
 * setup removes at the start of every run (so a killed run leaves none behind).
 */
export async function exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = path.join(E2E_STATE, "locks");
  await mkdir(locks, { recursive: true });
  const lock = path.join(locks, name);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
