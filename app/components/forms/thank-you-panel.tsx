import { useRouteLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useEffect, useRef, useState } from "react";
import type { LeadFormId, ThankYouCopy } from "~/content/lead-forms";
import type { Tone } from "./lead-form-parts";

/** The form a redirect thanked, as the root loader sends it (see Thanks in toast.server.ts). */
interface RootThanks {
  thanks: { form: LeadFormId; id: string } | null;
}

/** Thanks this browser has already shown: root data outlives the page it came with (client navigation). */
const shown = new Set<string>();

/**
 * Whether the page came back thanking this form: the page after a plain post (no JavaScript), or
 * the first render of one. With JavaScript the form's own answer (useLeadForm) says it was saved.
 */
export function useThanked(formId: LeadFormId): boolean {
  const thanks = useRouteLoaderData<RootThanks>("root")?.thanks ?? null;
  const [thanked] = useState(() => thanks?.form === formId && !shown.has(thanks.id));
  useEffect(() => {
    if (thanks) shown.add(thanks.id);
  }, [thanks]);
  return thanked;
}

/**
 * In place of a saved form: who answers, by when, and one next step. Its heading takes the focus,
 * so the visitor (and a screen reader) lands on it: by autofocus on the page after a plain post,
 * by script when it replaces the form in place.
 */
export function ThankYouPanel({
  formId,
  idPrefix = formId,
  focusOnLoad = true,
  words,
  tone = "light",
}: {
  formId: LeadFormId;
  /** Its elements' ids: the form's own (with its instance where a page shows several). */
  idPrefix?: string;
  /** Autofocus without JavaScript: only one element of a page may have it (not the repeated waitlists). */
  focusOnLoad?: boolean;
  words: ThankYouCopy;
  tone?: Tone;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const dark = tone === "dark";
  return (
    <section
      aria-labelledby={`${idPrefix}-thanks-heading`}
      data-thanks={formId}
      className={`rounded-2xl p-5 ring-1 ${dark ? "bg-white/10 ring-white/20" : "bg-brand-50 ring-brand-100"}`}
    >
      <h3
        id={`${idPrefix}-thanks-heading`}
        ref={heading}
        tabIndex={-1}
        autoFocus={focusOnLoad}
        className={`font-display text-xl font-bold focus:outline-none ${dark ? "text-white" : "text-slate-900"}`}
      >
        {words.heading}
      </h3>
      <p className={`mt-2 ${dark ? "text-slate-200" : "text-slate-700"}`}>{words.next}</p>
      <p className={`mt-3 text-sm ${dark ? "text-slate-300" : "text-slate-600"}`}>{words.step.text}</p>
      <Link to={words.step.to} className={`mt-3 ${dark ? "btn btn-gold" : "btn btn-primary"}`}>
        {words.step.label}
      </Link>
    </section>
  );
}
