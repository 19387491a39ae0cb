import { DEFAULT_OWNER_NAME } from "./site";

/** The owner's words when she writes to someone from her area (the subject her mail app starts with). */
export const ownerMailSubjects = {
  lead: `${DEFAULT_OWNER_NAME}: following up on your message`,
  order: (offer: string) => `${DEFAULT_OWNER_NAME}: your order of ${offer}`,
};

/** What the code form says once the day's wrong codes have reached the limit (lib/owner-access.ts). */
export const codeGuessingWords = {
  needsRecovery:
    "Too many wrong codes today: codes from the authenticator app are refused until the account is recovered. Recover it with the setup secret or a recovery code at /owner/recover.",
};
