import { access, mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { E2E_STATE } from "./server";

/**
 * What every page shows and the owner can change: the announcement, her photo, profile and
 * testimonials. A spec that changes it runs `exclusive(SITE_WIDE, …)`; a spec that checks every page
 * runs `sharing(SITE_WIDE, …)`, so it never reads another spec's change half-way.
 */
export const SITE_WIDE = "site-wide content";

const locks = path.join(E2E_STATE, "locks");
const pause = () => new Promise((resolve) => setTimeout(resolve, 250));
const readersOf = (lock: string) => `${lock}.readers`;

/**
 * Runs `work` while no other Playwright worker runs work of the same name, nor shares it. The two
 * projects run the same spec at the same time on the one e2e server, and a journey that changes a
 * part of the site everyone sees (the event's schedule, the announcement) would otherwise see the
 * other project's change instead of its own. The lock is a directory in the server's state folder,
 * which the global setup removes at the start of every run (so a killed run leaves none behind).
 */
export async function exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(locks, name);
  await mkdir(readersOf(lock), { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      await pause();
    }
  }
  try {
    // Held: no new reader starts; those already reading finish first.
    while ((await readdir(readersOf(lock))).length > 0) await pause();
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

const held = (lock: string) =>
  access(lock).then(
    () => true,
    () => false,
  );

/** Runs `work` beside other sharers of `name`, never while a worker holds it `exclusive`. */
export async function sharing<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(locks, name);
  const readers = readersOf(lock);
  const mark = path.join(readers, `${process.pid}-${Math.random().toString(36).slice(2)}`);
  await mkdir(readers, { recursive: true });
  for (;;) {
    // Marked first, then the holder looked for: a holder either sees the mark or is seen.
    await writeFile(mark, "");
    if (!(await held(lock))) break;
    await rm(mark, { force: true });
    await pause();
  }
  try {
    return await work();
  } finally {
    await rm(mark, { force: true });
  }
}
