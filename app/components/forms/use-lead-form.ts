import { useActionData, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { newSubmissionId, SUBMISSION_ID_FIELD, type LeadActionData } from "~/lib/lead-schemas";

export interface LeadFormState {
  /** The last refusal (400, 502, 503): values, messages and toast; undefined otherwise. */
  data: LeadActionData | undefined;
  /** The post is in flight (or the page is reloading after it). */
  pending: boolean;
  /** This render's submission token; a new one (and an emptied form) after each success. */
  token: string;
}

/**
 * A success is a post that finished without action data (the action redirected). Then the form
 * gets a new token, which also remounts it empty; after a refusal it keeps what was typed.
 */
function useSubmissionCycle(data: LeadActionData | undefined, pending: boolean): string {
  const [token, setToken] = useState(newSubmissionId);
  const wasPending = useRef(false);
  useEffect(() => {
    if (pending) {
      wasPending.current = true;
      return;
    }
    if (!wasPending.current) return;
    wasPending.current = false;
    if (!data) setToken(newSubmissionId());
  }, [pending, data]);
  return token;
}

/** A lead form that posts to its own route's action (a page's form). */
export function useRouteLeadForm(): LeadFormState {
  const data = useActionData() as LeadActionData | undefined;
  const navigation = useNavigation();
  // Lead forms are the only navigation forms that carry a submission token.
  const pending = navigation.state !== "idle" && Boolean(navigation.formData?.has(SUBMISSION_ID_FIELD));
  const token = useSubmissionCycle(data, pending);
  return { data, pending, token };
}

/** A lead form that posts to another route through a fetcher (the footer's, on every page). */
export function useFetcherLeadForm(initial?: LeadActionData) {
  const fetcher = useFetcher();
  const pending = fetcher.state !== "idle";
  const data = (fetcher.data as LeadActionData | undefined) ?? initial;
  const token = useSubmissionCycle(fetcher.data as LeadActionData | undefined, pending);
  return { fetcher, state: { data, pending, token } satisfies LeadFormState };
}
