import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import type { FieldErrors } from "~/lib/site-forms";
import type { SiteOverrides, SiteSectionName, SiteSectionValue } from "~/lib/site-sections";
import { requireSecondLevelOwner, type SecondLevelOwner } from "~/services/owner/owner-area.server";
import { ownerPage } from "~/services/owner/owner-forms.server";
import { failedAnswer, formText, refusedAnswer } from "./site-answers.server";
import { saveSection, type AfterSave } from "./section-saves.server";

/** The success toast after a save. */
export interface SavedToast {
  message: string;
  description: string;
}

/**
 * What a post to a /owner/site/* form asks for: a new version of the section (with its summary in
 * the history and the toast, or work to do after the save that says what it did), or a refusal.
 */
export type SectionChange<K extends SiteSectionName> =
  | { refused: FieldErrors; status?: 400 | 413 | 502 }
  | {
      value: SiteSectionValue<K>;
      summary: string;
      saved: SavedToast | (() => Promise<SavedToast>);
      /** The id of the part of the page to come back to (a long page's form she just sent). */
      anchor?: string;
      /** Another owner page to go to instead (a product just made: its own page). */
      to?: string;
      /** The change laid over the section as stored when it is saved (section-saves.server.ts's `merge`). */
      merge?: (latest: SiteOverrides[K]) => SiteSectionValue<K>;
    };

export interface SiteSectionPost {
  /** Every text field of the post, bounded; what she typed, given back after a refusal. */
  values: Record<string, string>;
  form: FormData;
  owner: SecondLevelOwner;
}

/**
 * The action of a /owner/site/* form: the owner at aal2 only, the post read and checked by
 * `change` (valibot, in app/lib/site-forms.ts), a new version of the section saved through its
 * section's save (section-saves.server.ts: `afterSave`, what the change means elsewhere, such as the
 * event's registrations moved, follows it and is added to the toast), then back to `path` with a toast. A refusal answers 400 with a message beside each
 * field and what she typed; anything `change`, the save or the work after it throws answers 502
 * with what she typed kept, never a 500 page.
 */
export function siteSectionAction<K extends SiteSectionName>(
  args: ActionFunctionArgs,
  options: {
    section: K;
    /** The form's page, where the answer goes back to. */
    path: string;
    /** The toast's title when nothing was saved. */
    title: string;
    /** The longest a text field may be (longer is cut). */
    maxText: number;
    /** For a form with a file: the messages of a post over the body limit, which was not read (413). */
    tooLarge?: FieldErrors;
    /** Which form a post over the limit came from, read from its address (its body was not read). */
    tooLargeValues?: (url: URL) => Record<string, string>;
    change(post: SiteSectionPost): SectionChange<K> | Promise<SectionChange<K>>;
    /** What the change means elsewhere, once stored (the section's own; History's restore runs the same). */
    afterSave?: AfterSave<K>;
  },
) {
  const { section, path, title, maxText, tooLarge, tooLargeValues, change, afterSave } = options;
  return ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    // Over the limit, the post was not read (app/server/request-handler.server.ts): nothing she typed came.
    const sent = tooLargeValues?.(new URL(args.request.url)) ?? {};
    if (tooLarge && args.context.bodyTooLarge) return refusedAnswer(title, tooLarge, sent, owner.headers, 413);
    let form: FormData;
    try {
      form = await args.request.formData();
    } catch {
      // A body larger than it said (stopped while read) or not a form at all.
      return refusedAnswer(title, tooLarge ?? {}, sent, owner.headers, tooLarge ? 413 : 400);
    }
    const values = formText(form, maxText);
    const { toasts } = args.context.services;
    let toast: SavedToast;
    let to = path;
    try {
      const asked = await change({ values, form, owner });
      if ("refused" in asked) return refusedAnswer(title, asked.refused, values, owner.headers, asked.status);
      const { note } = await saveSection(args, section, asked.value, {
        by: owner.session.user.email,
        summary: asked.summary,
        afterSave,
        merge: asked.merge,
      });
      toast = typeof asked.saved === "function" ? await asked.saved() : asked.saved;
      if (note) toast = { ...toast, description: `${toast.description} ${note}` };
      if (asked.to) to = asked.to;
      if (asked.anchor) to = `${to}#${asked.anchor}`;
    } catch (error) {
      return failedAnswer(error, title, values, owner.headers);
    }
    return toasts.redirect(to, { type: "success", ...toast }, { headers: owner.headers });
  });
}
