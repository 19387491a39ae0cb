import { DEFAULT_OWNER_NAME } from "./site";

/** The owner's words when she writes to someone from her area (the subject her mail app starts with). */
export const ownerMailSubjects = {
  lead: `${DEFAULT_OWNER_NAME}: following up on your message`,
  order: (offer: string) => `${DEFAULT_OWNER_NAME}: your order of ${offer}`,
};
