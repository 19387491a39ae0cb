import { useActionData, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { LeadActionData } from "~/lib/lead-schemas";
import { newSubmissionId, SUBMISSION_ID_FIELD } from "~/lib/lead-submission";

export interface LeadFormState {
  /** The last refusal (400, 502, 503): values, messages and toast; undefined otherwise. */
  data: LeadActionData | undefined;
  /** The post is in flight (or the page is reloading after it). */
  pending: boolean;
  /** This render's submission token; a new one (and an emptied form) after each success. */
  token: string;
  /** The form's submit handler: a second press while the first post is on its way is ignored. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** How long a press waits for its post to start before another press may go (ms). */
const SUBMIT_START_GRACE_MS = 2000;

/**
 * One post at a time. The button is disabled while a post is pending, but a double click lands
 * its second press before that (the first post may still be finding its route): the second press
 * would cancel the first request after the server had answered it, and its toast could be lost.
 */
function useOnePostAtATime(pending: boolean) {
  const pressedAt = useRef(0);
  useEffect(() => {
    if (pending) pressedAt.current = 0; // under way: `pending` guards from here
  }, [pending]);
  return (event: FormEvent<HTMLFormElement>) => {
    if (pending || Date.now() - pressedAt.current < SUBMIT_START_GRACE_MS) {
      event.preventDefault();
      return;
    }
    pressedAt.current = Date.now();
  };
}

/**
 * Tells a success from a refusal once a post has finished. A refusal brings new action data; a
 * success redirects and brings none (route forms lose their action data, fetchers keep the old
 * one). After a success the form gets a new token, which also remounts it empty, and the old
 * refusal is no longer shown; after a refusal it keeps what was typed.
 */
function useSubmissionCycle(data: LeadActionData | undefined, pending: boolean) {
  const [cycle, setCycle] = useState<{ token: string; settled: LeadActionData | undefined }>(() => ({
    token: newSubmissionId(),
    settled: undefined,
  }));
  const inFlight = useRef<{ before: LeadActionData | undefined } | null>(null);
  useEffect(() => {
    if (pending) {
      inFlight.current ??= { before: data };
      return;
    }
    if (!inFlight.current) return;
    const { before } = inFlight.current;
    inFlight.current = null;
    if (!data || data === before) setCycle({ token: newSubmissionId(), settled: data });
  }, [pending, data]);
  return { token: cycle.token, data: data && data !== cycle.settled ? data : undefined };
}

/** A lead form that posts to its own route's action (a page's form). */
export function useRouteLeadForm(): LeadFormState {
  const data = useActionData() as LeadActionData | undefined;
  const navigation = useNavigation();
  // Lead forms are the only navigation forms that carry a submission token.
  const pending = navigation.state !== "idle" && Boolean(navigation.formData?.has(SUBMISSION_ID_FIELD));
  return { pending, onSubmit: useOnePostAtATime(pending), ...useSubmissionCycle(data, pending) };
}

/** A lead form that posts to another route through a fetcher (the footer's, on every page). */
export function useFetcherLeadForm(initial?: LeadActionData) {
  const fetcher = useFetcher();
  const pending = fetcher.state !== "idle";
  const cycle = useSubmissionCycle((fetcher.data as LeadActionData | undefined) ?? initial, pending);
  const onSubmit = useOnePostAtATime(pending);
  return { fetcher, state: { pending, onSubmit, ...cycle } satisfies LeadFormState };
}
