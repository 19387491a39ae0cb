import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ANNOUNCEMENT_LABELS } from "~/content/site-form-labels";
import { useLoaderData } from "@remix-run/react";
import { OwnerActionToast, OwnerForm } from "~/components/owner/owner-form";
import { SiteCard, SiteField, SitePage, useSiteActionData } from "~/components/owner/site-fields";
import { formLabel } from "~/lib/form-label";
import { parseAnnouncementForm } from "~/lib/site-forms";
import { SITE_LIMITS } from "~/content/site-limits";
import { siteSectionAction } from "~/services/site/site-section-action.server";
import { sitePage } from "~/services/site/site-page.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const TITLE = "Could not save the announcement";

export const loader = (args: LoaderFunctionArgs) =>
  sitePage(args, { title: "Announcement", description: "A banner on every page." }, (overrides) => ({
    announcement: overrides.announcement ?? null,
  }));

/** intent=save (text, link, ends) or intent=clear: each a new version of the section. */
export const action = (args: ActionFunctionArgs) =>
  siteSectionAction(args, {
    section: "announcement",
    path: "/owner/site/announcement",
    title: TITLE,
    maxText: 2000,
    change({ values }) {
      if (values.intent === "clear") {
        return {
          value: null,
          summary: "Announcement cleared",
          saved: { message: "Announcement cleared", description: "The banner is gone from every page." },
        };
      }
      const parsed = parseAnnouncementForm(values);
      if (!parsed.ok) return { refused: parsed.errors };
      return {
        value: parsed.value,
        summary: `Announcement: ${parsed.value.text.slice(0, 80)}`,
        saved: { message: "Announcement saved", description: "It shows on every page within a minute." },
      };
    },
  });

export default function AnnouncementPage() {
  const { announcement } = useLoaderData<typeof loader>();
  const data = useSiteActionData();
  const value = (name: "text" | "link" | "ends") => data?.values[name] ?? announcement?.[name] ?? "";
  return (
    <SitePage
      title="Announcement"
      intro="A one-line banner under the header of every public page, until the last day you set. Empty: no banner."
    >
      <SiteCard id="announcement-now" title="Now on the site">
        <p data-testid="announcement-now" className="[overflow-wrap:anywhere]">
          {announcement ? announcement.text : "No announcement."}
        </p>
      </SiteCard>
      <SiteCard id="announcement-edit" title="Change it">
        <OwnerForm
          intent="save"
          submit="Save announcement"
          submitting="Saving…"
          label="Announcement"
          buttonClassName="btn btn-primary"
        >
          <SiteField
            label={formLabel(ANNOUNCEMENT_LABELS.text)}
            name="text"
            value={value("text")}
            error={data?.errors.text}
            maxLength={SITE_LIMITS.announcement}
            required
            hint={`Up to ${SITE_LIMITS.announcement} characters, shown as you type them.`}
          />
          <SiteField
            label={formLabel(ANNOUNCEMENT_LABELS.link)}
            name="link"
            value={value("link")}
            error={data?.errors.link}
            hint="An https:// address, or a page of this site such as /money-moves-live."
          />
          <SiteField
            label={formLabel(ANNOUNCEMENT_LABELS.ends)}
            name="ends"
            type="date"
            value={value("ends")}
            error={data?.errors.ends}
            hint="Empty: until you clear it."
          />
        </OwnerForm>
      </SiteCard>
      {announcement ? (
        <SiteCard id="announcement-clear" title="Take it down">
          <OwnerForm
            intent="clear"
            submit="Clear announcement"
            submitting="Clearing…"
            label="Clear the announcement"
            buttonClassName="btn btn-secondary"
          />
        </SiteCard>
      ) : null}
      <OwnerActionToast />
    </SitePage>
  );
}
