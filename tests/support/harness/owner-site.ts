import { afterAll, beforeAll, beforeEach } from "vitest";
import { useTestApp, type TestApp } from "./app";
import { freshOwnerEachTest, ownerBrowser, signInOwnerAtAal2, type OwnerBrowser } from "./owner-browser";
import { emailBindings, startResendStandIn } from "../stand-ins/resend";
import type { StandIn } from "../stand-ins/stand-in";

/** A test file of the owner's "Your site": its app, its mail stand-in and (when signed in) her browser. */
export interface OwnerSite {
  app: TestApp;
  /** The Resend stand-in the app's mail goes to; its requests are emptied before each test. */
  readonly resend: StandIn;
  /** Her browser, signed in at aal2 before each test (unless the file signs in itself). */
  readonly owner: OwnerBrowser;
}

/**
 * The app in development with its mail going to a Resend stand-in, no owner before each test (the
 * owner's tables and `tables` emptied, the clock held), and her signed in at aal2 before each test
 * unless `signIn` is false (a file that sets its clock first signs in itself).
 */
export function useOwnerSite(tables: string[], { signIn = true }: { signIn?: boolean } = {}): OwnerSite {
  let resend: StandIn | undefined;
  let owner: OwnerBrowser | undefined;
  beforeAll(async () => {
    resend = await startResendStandIn();
  });
  afterAll(() => resend?.close());
  const app = useTestApp(() => ({ ENVIRONMENT: "development", ...emailBindings(resend!.url) }));
  freshOwnerEachTest(app, ...tables);
  beforeEach(async () => {
    resend!.requests.length = 0;
    if (!signIn) return;
    owner = ownerBrowser(app);
    await signInOwnerAtAal2(owner);
  });
  return {
    app,
    get resend() {
      if (!resend) throw new Error("The Resend stand-in starts in beforeAll.");
      return resend;
    },
    get owner() {
      if (!owner) throw new Error("She signs in before each test.");
      return owner;
    },
  };
}
