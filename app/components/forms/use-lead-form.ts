import { useActionData, useFetcher, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { leadPostOutcome, postBlocksPress, type LeadPost } from "~/lib/lead-post";
import type { LeadAction, LeadActionData } from "~/lib/lead-schemas";
import { newSubmissionId, SUBMISSION_ID_FIELD } from "~/lib/lead-submission";
import type { LeadFormId } from "~/content/lead-forms";
import { useThanked } from "./thank-you-panel";

export interface LeadFormState {
  /** The refusal this form was last answered with (400, 429, 502, 503); undefined otherwise. */
  refusal: LeadActionData | undefined;
  /** The post is in flight (or the page is reloading after it). */
  pending: boolean;
  /** The form was saved: its thank-you panel takes its place. */
  saved: boolean;
  /** The token of the form's next post; a new one after every answer (which also remounts the form). */
  token: string;
  /** The form's submit handler: a second press while the first post is on its way is ignored. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Tells a success from a refusal by the page after the post (see LeadPost): a refusal echoes the
 * submission token it answers (`submissionId`), a success redirects to a new location. Every post
 * carries a token of its own, so an older answer is never taken for the latest. After a success the
 * form gets a new token and remounts empty; after a refusal it shows what was typed, with the messages.
 */
function useLeadFormState(answer: LeadActionData | undefined, pending: boolean, thanked: boolean): LeadFormState {
  // Without JavaScript the server renders the page answering a refused post (that refusal shows)
  // or the page after a saved one (its thanks show).
  const [state, setState] = useState(() => ({ token: newSubmissionId(), refusal: answer, saved: thanked }));
  const locationKey = useLocation().key;
  /** The post on its way, from the press until its answer. */
  const sent = useRef<LeadPost | null>(null);

  useEffect(() => {
    const post = sent.current;
    if (!post) return;
    if (pending) post.seenPending = true;
    const outcome = leadPostOutcome(post, { pending, answerToken: answer?.submissionId, locationKey });
    if (outcome === "waiting") return;
    sent.current = null;
    if (outcome === "refused") setState({ token: newSubmissionId(), refusal: answer, saved: false });
    if (outcome === "saved") setState({ token: newSubmissionId(), refusal: undefined, saved: true });
  }, [pending, answer, locationKey]);

  return {
    refusal: state.refusal,
    saved: state.saved,
    pending,
    token: state.token,
    onSubmit(event) {
      if (pending || postBlocksPress(sent.current, event.timeStamp)) {
        event.preventDefault();
        return;
      }
      sent.current = { token: state.token, locationKey, seenPending: false, at: event.timeStamp };
    },
  };
}

/**
 * A lead form's state. Without `action` the form posts to its own route (a page's form, read from
 * the route's action data); with it, through a fetcher to that action (the footer's form, on every
 * page). `initial`: the refusal the page itself was answered with (the /email-list page without
 * JavaScript).
 */
export function useLeadForm(formId: LeadFormId, action?: string, initial?: LeadActionData) {
  const fetcher = useFetcher<LeadAction>();
  const routeAnswer = useActionData<LeadAction>();
  const navigation = useNavigation();
  // Lead forms are the only navigation forms that carry a submission token.
  const pending = action
    ? fetcher.state !== "idle"
    : navigation.state !== "idle" && Boolean(navigation.formData?.has(SUBMISSION_ID_FIELD));
  const answer = action ? (fetcher.data ?? initial) : routeAnswer;
  return { fetcher, state: useLeadFormState(answer, pending, useThanked(formId)) };
}
