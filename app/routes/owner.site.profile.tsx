import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OwnerActionToast, OwnerForm } from "~/components/owner/owner-form";
import { FieldBlock } from "~/components/owner/field-block";
import { SiteCard, SiteField, SiteFieldset, SitePage, useSiteActionData } from "~/components/owner/site-fields";
import { PHOTO_MAX_BYTES } from "~/lib/image-type";
import { photoFacts } from "~/lib/image-size";
import { webPhotoPlan } from "~/lib/web-photo";
import { PhotoInput } from "~/components/owner/photo-input";
import { PhotoUnreadableError } from "~/services/site/web-photo.server";
import { formLabel } from "~/lib/form-label";
import { parseProfileForm } from "~/lib/site-forms";
import { PROFILE_LABELS } from "~/content/site-form-labels";
import { officeSlots } from "~/lib/office-slots";
import { profileDefaults } from "~/lib/site-profile";
import { SITE_LIMITS, SOCIAL_NETWORKS } from "~/content/site-limits";
import { unconfirmedSamples, type ProfileSection, type SampleBlock } from "~/lib/site-sections";
import { siteSectionAction } from "~/services/site/site-section-action.server";
import { sitePage } from "~/services/site/site-page.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const TITLE = "Could not save your profile";
const PHOTO_REFUSED = "Choose a photo that is a JPEG, PNG or WebP image of at most 15 MB.";
const PHOTO_UNREADABLE =
  "This photo could not be read (it may be cut short or damaged): choose it again or choose another.";
/** Over WORKER_MAX_PIXELS, without JavaScript (with it, her browser made the copy before sending). */
const tooManyPixels = (width: number, height: number) =>
  `This photo is ${width} × ${height} pixels, more than the site can make smaller itself (3 million pixels, such as 2100 × 1400). Turn on JavaScript in your browser (it then makes the smaller copy) or choose a smaller copy of the photo.`;
const PHOTO_TOO_LARGE = "This one is larger, so nothing was saved: choose a smaller one and make your changes again.";

export const loader = (args: LoaderFunctionArgs) =>
  sitePage(
    args,
    {
      title: "Your profile",
      description: "Your photo, story and contacts.",
    },
    (overrides) => {
      const defaults = profileDefaults();
      return {
        profile: overrides.profile ?? {},
        /** The sample blocks neither written nor confirmed: left out of the live site. */
        unconfirmed: unconfirmedSamples(overrides.profile),
        defaults: {
          name: defaults.person.name,
          headline: defaults.person.role,
          bio: defaults.person.shortBio,
          story: [defaults.person.shortBio, ...defaults.person.story].join("\n\n"),
          focus: defaults.person.focusAreas.map((f) => `${f.title}: ${f.text}`).join("\n"),
          credentials: defaults.person.credentials.join("\n"),
          offices: defaults.offices.map((o) => [o.city, o.street].filter(Boolean).join(", ")).join(" · "),
          mailingAddress: defaults.business.mailingAddress,
          email: defaults.support.email,
          phone: defaults.support.phone,
          licence: defaults.realEstate.licences.map((l) => `${l.title}, licence ${l.number}`).join(" · "),
          brokerage: defaults.realEstate.brokerage.name,
          photo: defaults.person.headshot.src,
          social: Object.fromEntries(defaults.social.map((s) => [s.network, s.url])),
        },
      };
    },
  );

/** Her words and links (empty: the default), and a new photo when one is chosen; one new version. */
export const action = (args: ActionFunctionArgs) =>
  siteSectionAction(args, {
    section: "profile",
    path: "/owner/site/profile",
    title: TITLE,
    maxText: SITE_LIMITS.bio + 100,
    tooLarge: { photo: `${PHOTO_REFUSED} ${PHOTO_TOO_LARGE}` },
    async change({ values, form }) {
      delete values.intent;
      const confirmed = form.getAll("confirm").filter((c): c is string => typeof c === "string");
      // Given back after a refusal, so the boxes she ticked stay ticked.
      values.confirm = confirmed.join(" ");
      const parsed = parseProfileForm(values, confirmed);
      const errors = parsed.ok ? {} : { ...parsed.errors };
      const file = form.get("photo");
      let photo: { bytes: Uint8Array<ArrayBuffer>; facts: NonNullable<ReturnType<typeof photoFacts>> } | null = null;
      if (file instanceof File && file.size > 0) {
        const bytes = new Uint8Array(await file.arrayBuffer());
        const facts = bytes.length <= PHOTO_MAX_BYTES ? photoFacts(bytes) : null;
        if (!facts)
          errors.photo = bytes.length > PHOTO_MAX_BYTES ? `${PHOTO_REFUSED} This one is larger.` : PHOTO_REFUSED;
        else if (webPhotoPlan(facts, bytes.length).kind === "too-many-pixels")
          errors.photo = tooManyPixels(facts.width, facts.height);
        else photo = { bytes, facts };
      }
      if (!parsed.ok || Object.keys(errors).length > 0) return { refused: errors };
      const { site, sitePhotos } = args.context.services;
      const before = (await site.fresh()).overrides.profile;
      const next: ProfileSection = { ...parsed.value };
      // The photo she saved before stays until she chooses another. A new one is stored at web
      // size, with its real width and height, so every page draws it at its own proportions.
      if (photo) {
        try {
          next.photo = await sitePhotos.putWebSize(photo.bytes, photo.facts);
        } catch (error) {
          if (error instanceof PhotoUnreadableError) return { refused: { photo: PHOTO_UNREADABLE } };
          throw error;
        }
      } else if (before?.photo) next.photo = before.photo;
      return {
        value: next,
        summary: photo ? "Your profile (new photo)" : "Your profile",
        saved: { message: "Profile saved", description: "The pages show them within a minute." },
      };
    },
  });

export default function ProfilePage() {
  const { profile, defaults, unconfirmed } = useLoaderData<typeof loader>();
  const data = useSiteActionData();
  const saved = profile as ProfileSection;
  const value = (name: "name" | "headline" | "bio" | "email" | "phone" | "licence" | "brokerage") =>
    data?.values[name] ?? saved[name] ?? "";
  const empty = (what: string) => `Empty: ${what}`;
  const savedOffices = saved.offices ?? [];
  const slots = officeSlots(savedOffices.length);
  const ticked = (block: SampleBlock) =>
    data ? (data.values.confirm ?? "").split(" ").includes(block) : (saved.confirmed ?? []).includes(block);
  /** "This is true": keeps the sample of a block on the live site; off by default. */
  const keep = (block: SampleBlock, what: string) => (
    <label className="mt-2 flex items-start gap-2 text-sm text-slate-800">
      <input type="checkbox" name="confirm" value={block} defaultChecked={ticked(block)} className="mt-1" />
      {`This is true: keep the ${what} the site shipped with when I leave this empty.`}
    </label>
  );
  return (
    <SitePage
      title="Your profile"
      intro="Shown on About, the home page, the contact page, the footer, the legal pages, your emails and the real-estate pages. Leave a field empty to use what the site shipped with."
    >
      {unconfirmed.length > 0 ? (
        <p
          className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
          data-testid="profile-unconfirmed"
        >
          {`Left out of the live site until you write your own or tick “This is true”: ${unconfirmed.join(", ")}.`}
        </p>
      ) : null}
      <SiteCard id="profile-photo-now" title="Your photo now">
        <img
          src={saved.photo?.src ?? defaults.photo}
          alt="You, as the site shows you now"
          width={160}
          height={200}
          className="h-48 w-40 rounded-xl object-cover"
          data-testid="profile-photo-now"
        />
      </SiteCard>
      <SiteCard id="profile-edit" title="Change them">
        <OwnerForm
          intent="save"
          submit="Save your profile"
          submitting="Saving…"
          label="Your profile"
          buttonClassName="btn btn-primary"
          encType="multipart/form-data"
        >
          <FieldBlock
            id="site-photo"
            label="New photo (optional)"
            hint="A JPEG, PNG or WebP of at most 15 MB, straight from your phone is fine: the site keeps a copy at most 2,000 px on its long side. Portrait suits the pages best. Empty: your current photo stays."
            error={data?.errors.photo}
          >
            {(aria) => <PhotoInput {...aria} name="photo" />}
          </FieldBlock>
          <SiteField
            label={formLabel(PROFILE_LABELS.name)}
            name="name"
            value={value("name")}
            error={data?.errors.name}
            maxLength={SITE_LIMITS.name}
            hint={empty(defaults.name)}
            autoComplete="name"
          />
          <SiteField
            label={formLabel(PROFILE_LABELS.headline)}
            name="headline"
            value={value("headline")}
            error={data?.errors.headline}
            maxLength={SITE_LIMITS.headline}
            hint={empty(defaults.headline)}
          />
          <SiteField
            label={formLabel(PROFILE_LABELS.bio)}
            name="bio"
            multiline
            value={value("bio")}
            error={data?.errors.bio}
            maxLength={SITE_LIMITS.bio}
            hint="Every paragraph of your story, a blank line between paragraphs (Markdown's marks are read as plain text). The first paragraph also shows beside your offers. Empty: the story the site shipped with, shown on the live site only if you tick the box below."
          />
          {keep("story", "story")}
          <SiteField
            label={formLabel(PROFILE_LABELS.focus)}
            name="focus"
            multiline
            value={data?.values.focus ?? (saved.focus ?? []).join("\n")}
            error={data?.errors.focus}
            hint="Empty: the focus areas the site shipped with, on the live site only if you tick the box below."
          />
          {keep("focus", "focus areas")}
          <SiteField
            label={formLabel(PROFILE_LABELS.credentials)}
            name="credentials"
            multiline
            value={data?.values.credentials ?? (saved.credentials ?? []).join("\n")}
            error={data?.errors.credentials}
            hint="Empty: none on the live site, unless you tick the box below to keep the samples."
          />
          {keep("credentials", "credentials")}
          <SiteFieldset legend={formLabel(PROFILE_LABELS.offices)} className="space-y-4">
            {Array.from({ length: slots }, (_, i) => (
              <div key={i} className="grid gap-3 sm:grid-cols-3" data-testid="office-row">
                {(["city", "street", "hours"] as const).map((part) => (
                  <SiteField
                    key={part}
                    label={`Office ${i + 1}: ${part}`}
                    name={`office_${part}_${i}`}
                    value={data?.values[`office_${part}_${i}`] ?? savedOffices[i]?.[part] ?? ""}
                    error={data?.errors[`office_${part}_${i}`]}
                    maxLength={SITE_LIMITS.officeLine}
                  />
                ))}
              </div>
            ))}
            <p className="text-sm text-slate-600">{`Empty: ${defaults.offices}`}</p>
            {keep("offices", "offices")}
          </SiteFieldset>
          <SiteField
            label={formLabel(PROFILE_LABELS.mailingAddress)}
            name="mailing_address"
            value={data?.values.mailing_address ?? saved.mailingAddress ?? ""}
            error={data?.errors.mailing_address}
            maxLength={SITE_LIMITS.address}
            hint={empty(defaults.mailingAddress)}
          />
          {keep("address", "mailing address")}
          <SiteField
            label={formLabel(PROFILE_LABELS.email)}
            name="email"
            type="email"
            value={value("email")}
            error={data?.errors.email}
            hint={empty(defaults.email)}
            autoComplete="email"
          />
          <SiteField
            label={formLabel(PROFILE_LABELS.phone)}
            name="phone"
            type="tel"
            value={value("phone")}
            error={data?.errors.phone}
            hint={empty(defaults.phone)}
            autoComplete="tel"
          />
          <SiteField
            label={formLabel(PROFILE_LABELS.licence)}
            name="licence"
            value={value("licence")}
            error={data?.errors.licence}
            maxLength={SITE_LIMITS.licence}
            hint={empty(defaults.licence)}
          />
          <SiteField
            label={formLabel(PROFILE_LABELS.brokerage)}
            name="brokerage"
            value={value("brokerage")}
            error={data?.errors.brokerage}
            maxLength={SITE_LIMITS.brokerage}
            hint={empty(defaults.brokerage)}
          />
          <SiteFieldset legend={formLabel(PROFILE_LABELS.social)} className="space-y-4">
            {SOCIAL_NETWORKS.map((network) => (
              <SiteField
                key={network}
                label={network[0].toUpperCase() + network.slice(1)}
                name={network}
                type="url"
                value={data?.values[network] ?? saved.social?.[network] ?? ""}
                error={data?.errors[network]}
                hint={empty(defaults.social[network] ?? "not shown")}
              />
            ))}
          </SiteFieldset>
        </OwnerForm>
      </SiteCard>
      <OwnerActionToast />
    </SitePage>
  );
}
