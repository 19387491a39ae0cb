import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { useTestApp } from "./app";
import { emptyOwnerTables } from "./owner-browser";
import { emailBindings, sentEmailsTo, startResendStandIn } from "../stand-ins/resend";
import type { StandIn } from "../stand-ins/stand-in";

/**
 * The real build on local D1, sending through a Resend stand-in: before each test the app has
 * settled, `tables` are empty and the stand-in has forgotten what it received; after each, timers
 * are real again (a test that sets the clock puts it back).
 */
export function useMailApp(...tables: string[]) {
  let standIn: StandIn | undefined;
  const resend = () => {
    if (!standIn) throw new Error("The Resend stand-in starts in beforeAll");
    return standIn;
  };
  beforeAll(async () => {
    standIn = await startResendStandIn();
  });
  afterAll(() => standIn?.close());
  const app = useTestApp(() => emailBindings(resend().url));
  beforeEach(async () => {
    await app.settle();
    await emptyOwnerTables(app, ...tables);
    resend().requests.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return { app, resend, sentTo: (address: string) => sentEmailsTo(resend(), address) };
}
