import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { OwnerActionToast, OwnerForm, useOwnerActionData } from "~/components/owner/owner-form";
import { LEAD_COLUMNS, leadColumnLabel, leadTable } from "~/lib/lead-columns";
import { isLeadStatus, LEAD_STATUSES, MAX_NOTE_LENGTH } from "~/lib/lead-filter";
import { seoMeta } from "~/lib/seo";
import { mailtoHref, smsHref, telHref } from "~/lib/contact-links";
import { ownerTime } from "~/lib/owner-time";
import { leadStatusName, leadValueText } from "~/lib/lead-words";
import { ownerMailSubjects } from "~/content/owner";
import { failureAnswer, field, ownerPage, refusal } from "~/services/owner/owner-forms.server";
import { requireSecondLevelOwner } from "~/services/owner/owner-area.server";
import { heldAddresses, heldOf } from "~/services/email/owner-suppressions.server";
import { suppressionText } from "~/lib/suppression";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const TITLE = "Could not save the lead";

function leadId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw json({ message: "There is no such lead." }, { status: 404 });
  return id;
}

export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const lead = await owner.leads.get(leadId(args.params));
    if (!lead) throw json({ message: "There is no such lead." }, { status: 404, headers: owner.headers });
    const held = heldOf(await heldAddresses(args.context, [lead.email]), lead.email);
    return json(
      {
        signedInAs: owner.session.user.email,
        meta: seoMeta(args, { title: `Lead: ${lead.name}`, description: "One lead, every field.", noindex: true }),
        lead,
        // Bounced or complained (Resend's webhook), with when: no list mail reaches it.
        held: suppressionText(held),
        // What the visitor's form asked and she answered: a contact message has no timeframe or
        // service level, so those rows are left out rather than shown as "—".
        fields: LEAD_COLUMNS.filter((c) => leadTable[c].by !== "owner")
          .map((column) => ({
            label: leadColumnLabel(column),
            href:
              column === "email"
                ? mailtoHref(lead.email, ownerMailSubjects.lead)
                : column === "phone"
                  ? telHref(lead.phone)
                  : null,
            value: column === "created_at" ? ownerTime(lead.created_at) : leadValueText(column, lead[column]),
          }))
          .filter((item) => item.value !== ""),
        reach: {
          call: telHref(lead.phone),
          text: smsHref(lead.phone),
          email: mailtoHref(lead.email, ownerMailSubjects.lead),
        },
      },
      { headers: owner.headers },
    );
  });

/** The owner's status and private note (the only columns the owner changes). */
export const action = (args: ActionFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const id = leadId(args.params);
    const form = await args.request.formData();
    const status = field(form, "status", 20);
    const note = field(form, "note", MAX_NOTE_LENGTH + 1);
    const values = { status, note };
    if (!isLeadStatus(status)) return refusal(TITLE, "Choose new, contacted or closed.", values, owner.headers);
    if (note.length > MAX_NOTE_LENGTH) {
      return refusal(TITLE, `Keep the note under ${MAX_NOTE_LENGTH} characters.`, values, owner.headers);
    }
    try {
      const saved = await owner.leads.update(id, { status, note: note.trim() === "" ? null : note });
      if (!saved) return refusal(TITLE, "There is no such lead.", values, owner.headers);
    } catch (error) {
      return failureAnswer(error, { title: TITLE, values, headers: owner.headers });
    }
    return args.context.services.toasts.redirect(
      `/owner/leads/${id}`,
      { type: "success", message: "Lead saved", description: `Status: ${status}.` },
      { headers: owner.headers },
    );
  });

export default function LeadPage() {
  const { lead, fields, reach, held } = useLoaderData<typeof loader>();
  const data = useOwnerActionData();
  const status = data?.values.status ?? lead.status;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 space-y-8 px-4 py-10">
      <p>
        <Link to="/owner" className="font-semibold text-brand-800 underline">
          ← All leads
        </Link>
      </p>
      <h1 className="font-display text-3xl font-bold text-slate-900 [overflow-wrap:anywhere]">{lead.name}</h1>
      <ul className="flex flex-wrap gap-3" aria-label={`Reach ${lead.name}`}>
        {reach.call ? (
          <li>
            <a href={reach.call} className="btn btn-primary">
              Call {lead.phone}
            </a>
          </li>
        ) : null}
        {reach.text ? (
          <li>
            <a href={reach.text} className="btn btn-secondary">
              Text
            </a>
          </li>
        ) : null}
        <li>
          <a href={reach.email} className="btn btn-secondary">
            Email
          </a>
        </li>
      </ul>
      {held ? (
        <p className="rounded-lg bg-red-50 px-4 py-3 text-red-900 ring-1 ring-red-200" data-testid="email-held">
          <strong>Email delivery:</strong> {held}. No broadcast, list email or reminder goes to this address again.
        </p>
      ) : null}
      <dl className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {fields.map((item) => (
          <div key={item.label} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="text-sm font-semibold text-slate-700">{item.label}</dt>
            <dd className="whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere] sm:col-span-2">
              {item.href ? (
                <a href={item.href} className="text-brand-800 underline">
                  {item.value}
                </a>
              ) : (
                item.value || "—"
              )}
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="follow-up-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="follow-up-heading" className="font-display text-2xl font-bold text-slate-900">
          Follow-up
        </h2>
        <OwnerForm
          intent="save"
          submit="Save"
          submitting="Saving…"
          label="Follow-up"
          className="mt-4 space-y-4"
          buttonClassName="btn btn-primary"
        >
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">Status</legend>
            <div className="mt-1 flex flex-wrap gap-4">
              {LEAD_STATUSES.map((value) => (
                <label key={value} className="flex items-center gap-2 text-slate-800">
                  <input type="radio" name="status" value={value} defaultChecked={status === value} />
                  {leadStatusName(value)}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor="lead-note" className="text-sm font-semibold text-slate-800">
              Private note (only you see it)
            </label>
            <textarea
              id="lead-note"
              name="note"
              rows={5}
              maxLength={MAX_NOTE_LENGTH}
              defaultValue={data?.values.note ?? lead.note ?? ""}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
            />
          </div>
        </OwnerForm>
      </section>
      <OwnerActionToast />
    </main>
  );
}
