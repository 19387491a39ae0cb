/**
 * A lead form's post on its way, from the press until its answer. The answer is told from what the
 * page holds afterwards (the refusal echoing this post's token, or the new location a success
 * redirects to), not from having watched the post pending: React renders the router's states as
 * transitions and may commit the answer without ever committing a pending state before it.
 */
export interface LeadPost {
  /** The submission token the post carried. */
  token: string;
  /** The location's key when it was sent; a success redirects, which gives a new one. */
  locationKey: string;
  /** Whether a render showed it pending. */
  seenPending: boolean;
  /** When it was pressed (an event's timeStamp, in ms). */
  at: number;
}

/**
 * A post that shows no sign of leaving within this time never left (the press was lost on its
 * way to the router): a new press posts again rather than leave the form dead. Its token is the
 * same, so the server would save a repeat only once.
 */
export const UNSEEN_POST_MS = 3000;

/**
 * Whether a press at `at` must wait for the post on its way: a double click lands its second
 * press before the button shows disabled, and posting again would cancel the first request.
 */
export function postBlocksPress(post: LeadPost | null, at: number): boolean {
  return post !== null && (post.seenPending || at - post.at < UNSEEN_POST_MS);
}

/**
 * waiting: no answer yet. refused: the answer echoes this post's token (400, 429, 502, 503).
 * saved: the page moved on (the 303 after saving). ended: it was seen pending and stopped with
 * neither, e.g. interrupted; the visitor may press again, with what they typed.
 */
export type LeadPostOutcome = "waiting" | "refused" | "saved" | "ended";

export function leadPostOutcome(
  post: LeadPost,
  page: { pending: boolean; answerToken: string | null | undefined; locationKey: string },
): LeadPostOutcome {
  if (page.pending) return "waiting";
  // First: a refused page post also gets a new location key (the post replaces the entry).
  if (page.answerToken === post.token) return "refused";
  if (page.locationKey !== post.locationKey) return "saved";
  return post.seenPending ? "ended" : "waiting";
}
