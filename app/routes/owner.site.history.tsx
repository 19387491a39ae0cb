import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { OwnerActionToast, OwnerForm } from "~/components/owner/owner-form";
import { SiteCard, SitePage } from "~/components/owner/site-fields";
import { Link } from "~/components/ui/link";
import { ownerTime } from "~/lib/owner-time";
import { seoMeta } from "~/lib/seo";
import { SITE_SECTIONS } from "~/lib/site-sections";
import {
  restoredToastText,
  restoredVersionOf,
  restoreEntryText,
  restoreQuestion,
  sectionFields,
  type VersionField,
} from "~/lib/version-words";
import { ownerPage } from "~/services/owner/owner-forms.server";
import { requireSecondLevelOwner } from "~/services/owner/owner-area.server";
import { failedAnswer, formText, refusedAnswer } from "~/services/site/site-answers.server";
import { moveEventRegistrations } from "~/services/events/event-moves.server";
import { closeChangedCheckouts, closeChangedProductCheckouts } from "~/services/sales/offer-checkouts.server";
import { restorePlan, restoreSection, type SectionSaves } from "~/services/site/section-saves.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const TITLE = "Could not restore that version";
const PATH = "/owner/site/history";

/** Each section's AfterSave, the same its form's action passes: a restore is that section's save. */
const SAVES: SectionSaves = {
  event: moveEventRegistrations,
  offers: closeChangedCheckouts,
  products: closeChangedProductCheckouts,
};
const SHOWN = 100;

/** A version id as posted or in ?preview=, or null. */
function versionId(text: string | null | undefined): number | null {
  const id = Number(text);
  return text && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The list, newest first; a restore's entry says what it put back and from when. `?preview=<id>`:
 * the step before a restore, the whole section as the restore would put it back (its Restore is a
 * link to it, so it works without JavaScript).
 */
export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const { site } = args.context.services;
    const versions = await site.listVersions({ limit: SHOWN });
    const latest = new Map<string, number>();
    for (const v of versions) if (!latest.has(v.section)) latest.set(v.section, v.id);
    // When each restored version was saved: from the list, else read (it is older than the list).
    const savedAt = new Map(versions.map((v) => [v.id, v.createdAt]));
    for (const v of versions) {
      const from = restoredVersionOf(v.summary);
      if (from !== null && !savedAt.has(from)) savedAt.set(from, (await site.readVersion(from))?.createdAt ?? "");
    }
    const asked = new URL(args.request.url).searchParams.get("preview");
    const previewId = versionId(asked);
    const plan = previewId === null ? null : await restorePlan(args, previewId);
    const preview =
      plan && previewId !== null
        ? {
            id: previewId,
            heading: restoreQuestion(plan.section, plan.savedAt),
            fields: sectionFields(plan.section, plan.value),
            current: (await site.latest(plan.section)).id === previewId,
          }
        : null;
    return json(
      {
        signedInAs: owner.session.user.email,
        meta: seoMeta(args, { title: "History", description: "Every version of your site's content.", noindex: true }),
        preview,
        missing: asked !== null && !preview,
        versions: versions.map((v) => {
          const from = restoredVersionOf(v.summary);
          return {
            id: v.id,
            section: SITE_SECTIONS[v.section].label,
            when: ownerTime(v.createdAt),
            by: v.createdBy,
            summary: from === null ? (v.summary ?? "") : restoreEntryText(v.section, savedAt.get(from) || null),
            current: latest.get(v.section) === v.id,
          };
        }),
      },
      { status: asked !== null && !preview ? 404 : 200, headers: owner.headers },
    );
  });

/**
 * intent=confirm-restore, version: the version is saved again as the newest (nothing is
 * overwritten), through its section's own save: a restored event moves its registrations and tells
 * them, like her form. intent=restore (a page from before the step existed) restores nothing: it
 * goes to the version's preview, where she confirms.
 */
export const action = (args: ActionFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const values = formText(await args.request.formData(), 100);
    const id = versionId(values.version);
    if (id === null || (values.intent !== "confirm-restore" && values.intent !== "restore")) {
      return refusedAnswer(TITLE, { version: "Choose a version from the list." }, values, owner.headers);
    }
    if (values.intent === "restore") {
      return args.context.services.toasts.redirect(
        `${PATH}?preview=${id}#restore-preview`,
        { type: "info", message: "Check it first", description: "This is what the restore would put back." },
        { headers: owner.headers },
      );
    }
    let restored;
    try {
      restored = await restoreSection(args, id, { by: owner.session.user.email, saves: SAVES });
    } catch (error) {
      return failedAnswer(error, TITLE, values, owner.headers);
    }
    if (!restored) return refusedAnswer(TITLE, { version: "There is no such version." }, values, owner.headers);
    return args.context.services.toasts.redirect(
      PATH,
      {
        type: "success",
        message: "Version restored",
        description: `${restoredToastText(restored.section, restored.savedAt)}${restored.note ? ` ${restored.note}` : ""}`,
      },
      { headers: owner.headers },
    );
  });

/** One field of the preview: its label and its lines, or that it is empty. */
function FieldRow({ field }: { field: VersionField }) {
  return (
    <div className="py-2">
      <dt className="text-sm font-semibold text-slate-700">{field.label}</dt>
      <dd className="mt-0.5 text-slate-900 [overflow-wrap:anywhere]">
        {field.photo ? (
          <img src={field.photo} alt="" width={64} height={64} className="mb-1 h-16 w-16 rounded object-cover" />
        ) : null}
        {field.lines.length === 0 ? (
          <span className="text-slate-600">Empty (the site shows its own)</span>
        ) : (
          field.lines.map((line, i) => (
            <p key={i} className="whitespace-pre-line">
              {line}
            </p>
          ))
        )}
      </dd>
    </div>
  );
}

/** The step before a restore: the whole section as it would come back, and the post that restores it. */
function RestorePreview({
  preview,
}: {
  preview: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["preview"]>;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [preview.id]);
  return (
    <section
      id="restore-preview"
      aria-labelledby="restore-preview-heading"
      className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-300 sm:p-6"
      data-testid="restore-preview"
    >
      <h2
        id="restore-preview-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {preview.heading}
      </h2>
      <p className="mt-1 text-slate-800">
        {preview.current
          ? "This is what your site has now: restoring it changes nothing."
          : "The whole section comes back as below, every field (not only what that save changed). It is saved as the newest version: what you have now stays in History."}
      </p>
      <dl className="mt-3 divide-y divide-amber-200">
        {preview.fields.map((field, i) => (
          <FieldRow key={i} field={field} />
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {preview.current ? null : (
          <OwnerForm
            intent="confirm-restore"
            submit="Yes, restore it"
            submitting="Restoring…"
            label="Restore this version"
            className=""
            buttonClassName="btn btn-primary"
          >
            <input type="hidden" name="version" value={preview.id} />
          </OwnerForm>
        )}
        <Link to={`${PATH}#version-${preview.id}`} className="btn btn-secondary">
          {preview.current ? "Back to the list" : "Keep what I have"}
        </Link>
      </div>
    </section>
  );
}

export default function HistoryPage() {
  const { versions, preview, missing } = useLoaderData<typeof loader>();
  return (
    <SitePage
      title="History"
      intro={`Every save is a version, newest first (the last ${SHOWN}). Restore shows you the whole section as it would come back before anything changes; restoring saves it again as the newest, so nothing is lost.`}
    >
      {preview ? <RestorePreview key={preview.id} preview={preview} /> : null}
      {missing ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
          That version is not in your history (or no longer fits the site). Choose one from the list.
        </p>
      ) : null}
      <SiteCard id="history-list" title="Versions">
        {versions.length === 0 ? <p>Nothing saved yet: the site shows what it shipped with.</p> : null}
        <ol className="divide-y divide-slate-100">
          {versions.map((v) => (
            <li
              key={v.id}
              id={`version-${v.id}`}
              className="flex flex-wrap items-center gap-3 py-3"
              data-testid="site-version"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">
                  {`#${v.id} · ${v.section}`}
                  {v.current ? (
                    <span className="ml-2 text-sm font-normal text-green-800">(on the site now)</span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-700 [overflow-wrap:anywhere]" data-testid="version-summary">
                  {v.summary}
                </p>
                <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
                  {v.when} · {v.by}
                </p>
              </div>
              {v.current ? null : (
                <Link to={`${PATH}?preview=${v.id}#restore-preview`} className="btn btn-secondary btn-sm">
                  Restore…
                </Link>
              )}
            </li>
          ))}
        </ol>
      </SiteCard>
      <OwnerActionToast />
    </SitePage>
  );
}
