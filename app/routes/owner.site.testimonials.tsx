import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Link } from "~/components/ui/link";
import { OwnerActionToast, OwnerForm } from "~/components/owner/owner-form";
import { FieldError } from "~/components/owner/field-block";
import {
  SiteCard,
  SiteField,
  SiteFieldset,
  SitePage,
  SiteSelect,
  useSiteActionData,
} from "~/components/owner/site-fields";
import { parseTestimonialForm } from "~/lib/site-forms";
import { SITE_LIMITS } from "~/content/site-limits";
import type { SiteTestimonial, TestimonialsSection } from "~/lib/site-sections";
import { siteSectionAction } from "~/services/site/site-section-action.server";
import { sitePage } from "~/services/site/site-page.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const TITLE = "Could not save the testimonials";
const PLACES = [
  { value: "about", label: "About page" },
  { value: "products", label: "Product pages" },
] as const;
const STARS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: String(n) }));

export const loader = (args: LoaderFunctionArgs) =>
  sitePage(args, { title: "Testimonials", description: "What your clients said." }, (overrides) => {
    const items = overrides.testimonials?.items ?? [];
    // ?remove=<id>: the step before removing one (its Remove is a link to it, so it works without JavaScript).
    const remove = new URL(args.request.url).searchParams.get("remove");
    return {
      items,
      removing: items.some((item) => item.id === remove) ? remove : null,
      production: args.context.config.environment === "production",
    };
  });

/** A short id for a new testimonial (the list's forms name it). */
const newId = () => crypto.randomUUID().slice(0, 8);

/** intent=add | edit (id) | remove (id) | up (id) | down (id): each a new version of the whole list. */
export const action = (args: ActionFunctionArgs) =>
  siteSectionAction(args, {
    section: "testimonials",
    path: "/owner/site/testimonials",
    title: TITLE,
    maxText: SITE_LIMITS.quote + 100,
    async change({ values, form }) {
      const where = form.getAll("where").filter((w): w is string => typeof w === "string");
      values.where = where.join(",");
      const intent = values.intent;
      const items = [...((await args.context.services.site.fresh()).overrides.testimonials?.items ?? [])];
      const index = items.findIndex((t) => t.id === values.id);
      let done: string;
      if (intent === "add" || intent === "edit") {
        if (intent === "edit" && index === -1) return { refused: { id: "That testimonial is gone." } };
        if (intent === "add" && items.length >= SITE_LIMITS.testimonials) {
          return { refused: { name: `Keep at most ${SITE_LIMITS.testimonials}: remove one first.` } };
        }
        const parsed = parseTestimonialForm(values, where);
        if (!parsed.ok) return { refused: parsed.errors };
        if (intent === "add") items.push({ id: newId(), ...parsed.value });
        else items[index] = { id: items[index].id, ...parsed.value };
        done = intent === "add" ? `Added ${parsed.value.name}` : `Changed ${parsed.value.name}`;
      } else if ((intent === "remove" || intent === "up" || intent === "down") && index !== -1) {
        const [item] = items.splice(index, 1);
        if (intent === "remove") done = `Removed ${item.name}`;
        else {
          items.splice(Math.max(0, Math.min(items.length, index + (intent === "up" ? -1 : 1))), 0, item);
          done = `Moved ${item.name} ${intent}`;
        }
      } else {
        return { refused: { id: "That testimonial is gone: reload the page." } };
      }
      const section: TestimonialsSection = { items };
      return {
        value: section,
        summary: `Testimonials: ${done}`,
        saved: { message: "Testimonials saved", description: `${done}.` },
      };
    },
  });

/** The step before removing one: what goes, and the post that removes it (or a way back). */
function RemoveConfirm({ item }: { item: SiteTestimonial }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      id={`remove-${item.id}`}
      aria-labelledby={`remove-${item.id}-heading`}
      className="mt-4 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300"
      data-testid="remove-confirm"
    >
      <h3
        id={`remove-${item.id}-heading`}
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-slate-900 focus:outline-none"
      >
        Remove {item.name}&apos;s testimonial?
      </h3>
      <p className="mt-1 text-slate-800">
        It leaves your pages at once. To bring it back, restore an earlier version under History.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <OwnerForm
          intent="remove"
          submit="Yes, remove it"
          submitting="Removing…"
          label={`Remove ${item.name}`}
          className=""
          buttonClassName="btn btn-primary btn-sm"
        >
          <input type="hidden" name="id" value={item.id} />
        </OwnerForm>
        <Link
          to={`/owner/site/testimonials#testimonial-${item.id}`}
          className="btn btn-secondary btn-sm"
          preventScrollReset
        >
          Keep it
        </Link>
      </div>
    </section>
  );
}

function TestimonialFields({
  prefix,
  item,
  typed,
  errors,
}: {
  prefix: string;
  item?: SiteTestimonial;
  typed?: Record<string, string>;
  errors?: Record<string, string>;
}) {
  const value = (name: "name" | "context" | "quote") => typed?.[name] ?? item?.[name] ?? "";
  const stars = typed?.stars ?? String(item?.stars ?? 5);
  const where = typed ? typed.where.split(",") : (item?.where ?? ["about", "products"]);
  return (
    <>
      <SiteField
        label="Name"
        name="name"
        idPrefix={prefix}
        value={value("name")}
        error={errors?.name}
        maxLength={SITE_LIMITS.testimonialName}
        required
        hint="As they agreed to be quoted, such as Tanya R."
      />
      <SiteField
        label="Who they are (optional)"
        name="context"
        idPrefix={prefix}
        value={value("context")}
        error={errors?.context}
        maxLength={SITE_LIMITS.testimonialContext}
        hint="Such as First-time homeowner, Orlando."
      />
      <SiteField
        label="Quote"
        name="quote"
        multiline
        idPrefix={prefix}
        value={value("quote")}
        error={errors?.quote}
        maxLength={SITE_LIMITS.quote}
        required
      />
      <SiteSelect label="Stars" name="stars" idPrefix={prefix} value={stars} options={STARS} error={errors?.stars} />
      <SiteFieldset legend="Show it on" error={errors?.where} errorId={`${prefix}-where-error`}>
        <div className="mt-1 flex flex-wrap gap-4">
          {PLACES.map((place) => (
            <label key={place.value} className="flex items-center gap-2 text-slate-800">
              <input type="checkbox" name="where" value={place.value} defaultChecked={where.includes(place.value)} />
              {place.label}
            </label>
          ))}
        </div>
      </SiteFieldset>
      <div>
        <label className="flex items-start gap-2 text-slate-800">
          <input
            type="checkbox"
            name="permission"
            value="yes"
            defaultChecked={typed ? typed.permission === "yes" : Boolean(item)}
            className="mt-1"
          />
          This person agreed to be quoted on the site.
        </label>
        {errors?.permission ? <FieldError id={`${prefix}-permission-error`} message={errors.permission} /> : null}
      </div>
    </>
  );
}

export default function TestimonialsPage() {
  const { items, removing, production } = useLoaderData<typeof loader>();
  const data = useSiteActionData();
  const refusedFor = (intent: string, id?: string) =>
    data && data.values.intent === intent && (id === undefined || data.values.id === id) ? data : undefined;
  return (
    <SitePage
      title="Testimonials"
      intro={
        production
          ? "What your clients said, on the pages you choose. Until you add one, those pages show none (the samples the site shipped with never show on the live site)."
          : "What your clients said, on the pages you choose. Until you add one, the pages show the samples the site shipped with (never on the live site)."
      }
    >
      {items.map((item, i) => {
        const refused = refusedFor("edit", item.id);
        return (
          <SiteCard key={item.id} id={`testimonial-${item.id}`} title={`${i + 1}. ${item.name}`}>
            <OwnerForm
              intent="edit"
              submit="Save changes"
              submitting="Saving…"
              label={`Edit ${item.name}`}
              buttonClassName="btn btn-primary"
            >
              <input type="hidden" name="id" value={item.id} />
              <TestimonialFields prefix={`t-${item.id}`} item={item} typed={refused?.values} errors={refused?.errors} />
            </OwnerForm>
            <div className="mt-4 flex flex-wrap gap-2">
              {i > 0 ? (
                <OwnerForm
                  intent="up"
                  submit="Move up"
                  submitting="Moving…"
                  label={`Move ${item.name} up`}
                  className=""
                  buttonClassName="btn btn-secondary btn-sm"
                >
                  <input type="hidden" name="id" value={item.id} />
                </OwnerForm>
              ) : null}
              {i < items.length - 1 ? (
                <OwnerForm
                  intent="down"
                  submit="Move down"
                  submitting="Moving…"
                  label={`Move ${item.name} down`}
                  className=""
                  buttonClassName="btn btn-secondary btn-sm"
                >
                  <input type="hidden" name="id" value={item.id} />
                </OwnerForm>
              ) : null}
              {removing === item.id ? null : (
                <Link
                  to={`/owner/site/testimonials?remove=${item.id}#remove-${item.id}`}
                  className="btn btn-secondary btn-sm"
                  preventScrollReset
                >
                  Remove…
                </Link>
              )}
            </div>
            {removing === item.id ? <RemoveConfirm item={item} /> : null}
          </SiteCard>
        );
      })}
      <SiteCard id="testimonial-add" title="Add a testimonial">
        {/* A new list (one added) makes a new, empty form: a second tap cannot add it twice. */}
        <OwnerForm
          key={items.map((item) => item.id).join(",")}
          intent="add"
          submit="Add testimonial"
          submitting="Adding…"
          label="Add a testimonial"
          buttonClassName="btn btn-primary"
        >
          <TestimonialFields prefix="t-new" typed={refusedFor("add")?.values} errors={refusedFor("add")?.errors} />
        </OwnerForm>
      </SiteCard>
      <OwnerActionToast />
    </SitePage>
  );
}
