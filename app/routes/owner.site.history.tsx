import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OwnerActionToast, OwnerForm } from "~/components/owner/owner-form";
import { SiteCard, SitePage } from "~/components/owner/site-fields";
import { ownerTime } from "~/lib/owner-time";
import { seoMeta } from "~/lib/seo";
import { SITE_SECTIONS } from "~/lib/site-sections";
import { ownerPage } from "~/services/owner/owner-forms.server";
import { requireSecondLevelOwner } from "~/services/owner/owner-area.server";
import { failedAnswer, formText, refusedAnswer } from "~/services/site/site-answers.server";
import { moveEventRegistrations } from "~/services/events/event-moves.server";
import { closeChangedCheckouts, closeChangedProductCheckouts } from "~/services/sales/offer-checkouts.server";
import { restoreSection, type SectionSaves } from "~/services/site/section-saves.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const TITLE = "Could not restore that version";

/** Each section's AfterSave, the same its form's action passes: a restore is that section's save. */
const SAVES: SectionSaves = {
  event: moveEventRegistrations,
  offers: closeChangedCheckouts,
  products: closeChangedProductCheckouts,
};
const SHOWN = 100;

export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const versions = await args.context.services.site.listVersions({ limit: SHOWN });
    const latest = new Map<string, number>();
    for (const v of versions) if (!latest.has(v.section)) latest.set(v.section, v.id);
    return json(
      {
        signedInAs: owner.session.user.email,
        meta: seoMeta(args, { title: "History", description: "Every version of your site's content.", noindex: true }),
        versions: versions.map((v) => ({
          id: v.id,
          section: SITE_SECTIONS[v.section].label,
          when: ownerTime(v.createdAt),
          by: v.createdBy,
          summary: v.summary ?? "",
          current: latest.get(v.section) === v.id,
        })),
      },
      { headers: owner.headers },
    );
  });

/**
 * intent=restore, version: the version is saved again as the newest (nothing is overwritten), through
 * its section's own save: a restored event moves its registrations and tells them, like her form.
 */
export const action = (args: ActionFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const values = formText(await args.request.formData(), 100);
    const id = Number(values.version);
    if (values.intent !== "restore" || !Number.isSafeInteger(id) || id < 1) {
      return refusedAnswer(TITLE, { version: "Choose a version from the list." }, values, owner.headers);
    }
    let restored;
    try {
      restored = await restoreSection(args, id, { by: owner.session.user.email, saves: SAVES });
    } catch (error) {
      return failedAnswer(error, TITLE, values, owner.headers);
    }
    if (!restored) return refusedAnswer(TITLE, { version: "There is no such version." }, values, owner.headers);
    return args.context.services.toasts.redirect(
      "/owner/site/history",
      {
        type: "success",
        message: "Version restored",
        description: `${SITE_SECTIONS[restored.section].label} is back as it was in version ${id}.${restored.note ? ` ${restored.note}` : ""}`,
      },
      { headers: owner.headers },
    );
  });

export default function HistoryPage() {
  const { versions } = useLoaderData<typeof loader>();
  return (
    <SitePage
      title="History"
      intro={`Every save is a version, newest first (the last ${SHOWN}). Restoring one saves it again as the newest; nothing is lost.`}
    >
      <SiteCard id="history-list" title="Versions">
        {versions.length === 0 ? <p>Nothing saved yet: the site shows what it shipped with.</p> : null}
        <ol className="divide-y divide-slate-100">
          {versions.map((v) => (
            <li key={v.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="site-version">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">
                  {`#${v.id} · ${v.section}`}
                  {v.current ? (
                    <span className="ml-2 text-sm font-normal text-green-800">(on the site now)</span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{v.summary}</p>
                <p className="text-sm text-slate-600">
                  {v.when} · {v.by}
                </p>
              </div>
              {v.current ? null : (
                <OwnerForm
                  intent="restore"
                  submit="Restore"
                  submitting="Restoring…"
                  label={`Restore version ${v.id}`}
                  className=""
                  buttonClassName="btn btn-secondary btn-sm"
                >
                  <input type="hidden" name="version" value={v.id} />
                </OwnerForm>
              )}
            </li>
          ))}
        </ol>
      </SiteCard>
      <OwnerActionToast />
    </SitePage>
  );
}
