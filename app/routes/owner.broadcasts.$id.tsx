import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AllBroadcastsLink } from "~/components/owner/broadcast-form";
import { BroadcastHtml } from "~/components/owner/broadcast-html";
import { OwnerActionToast, OwnerForm } from "~/components/owner/owner-form";
import { broadcastPage } from "~/content/broadcasts";
import { parseAudience } from "~/lib/broadcast";
import { ownerTime } from "~/lib/owner-time";
import { seoMeta } from "~/lib/seo";
import { audienceLabel, broadcastServices, previewOf } from "~/services/broadcasts/owner-broadcasts.server";
import { requireSecondLevelOwner } from "~/services/owner/owner-area.server";
import { failureAnswer, ownerPage, refusal } from "~/services/owner/owner-forms.server";
import * as clock from "~/lib/clock";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const TITLE = "Could not cancel the broadcast";

function broadcastId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw json({ message: broadcastPage.notFound }, { status: 404 });
  return id;
}

/** One broadcast: what it said, to whom, its counts, and (while scheduled) a way to cancel it. */
export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const broadcasts = broadcastServices(args.context);
    if (!broadcasts) throw json({ message: broadcastPage.unavailable }, { status: 503, headers: owner.headers });
    const broadcast = await broadcasts.records.get(broadcastId(args.params));
    if (!broadcast) throw json({ message: broadcastPage.notFound }, { status: 404, headers: owner.headers });
    const audience = parseAudience(broadcast.audience) ?? { kind: "all" as const };
    return json(
      {
        signedInAs: owner.session.user.email,
        meta: seoMeta(args, { title: broadcast.subject, description: "One broadcast.", noindex: true }),
        broadcast: {
          id: broadcast.id,
          status: broadcast.status,
          sendAt: broadcast.sendAt,
          audience: audienceLabel(audience),
          audienceCount: broadcast.audienceCount,
          counts: broadcast.counts,
          failures: broadcast.failures,
          cancellable: broadcast.status === "scheduled",
        },
        copy: await previewOf(args.context, args.request, broadcast, audience, owner.session.user.email),
      },
      { headers: owner.headers },
    );
  });

export const action = (args: ActionFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const broadcasts = broadcastServices(args.context);
    if (!broadcasts) throw json({ message: broadcastPage.unavailable }, { status: 503, headers: owner.headers });
    const id = broadcastId(args.params);
    const form = await args.request.formData();
    if (form.get("intent") !== "cancel")
      return refusal(TITLE, "Only a scheduled broadcast can be cancelled.", {}, owner.headers);
    try {
      if (!(await broadcasts.records.cancel(id, clock.now())))
        return refusal(TITLE, broadcastPage.notCancelled, {}, owner.headers);
    } catch (error) {
      return failureAnswer(error, { title: TITLE, values: {}, headers: owner.headers });
    }
    return args.context.services.toasts.redirect(
      `/owner/broadcasts/${id}`,
      { type: "success", message: broadcastPage.cancelledToast },
      { headers: owner.headers },
    );
  });

export default function BroadcastPage() {
  const { broadcast, copy } = useLoaderData<typeof loader>();
  const { columns } = broadcastPage;
  const counts: Array<[string, number, string]> = [
    [columns.queued, broadcast.counts.queued, "queued"],
    [columns.sent, broadcast.counts.sent, "sent"],
    [columns.failed, broadcast.counts.failed, "failed"],
    [columns.skipped, broadcast.counts.skipped, "skipped"],
    [columns.unsubscribes, broadcast.counts.unsubscribes, "unsubscribes"],
  ];
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 space-y-8 px-4 py-10">
      <AllBroadcastsLink />
      <h1 className="font-display text-3xl font-bold text-slate-900 [overflow-wrap:anywhere]">{copy.subject}</h1>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3">
        <dt className="font-semibold text-slate-700">{columns.status}</dt>
        <dd className="text-slate-900 sm:col-span-2" data-testid="status">
          {broadcastPage.statuses[broadcast.status]}
        </dd>
        <dt className="font-semibold text-slate-700">{columns.sendAt}</dt>
        <dd className="text-slate-900 sm:col-span-2">{ownerTime(broadcast.sendAt)}</dd>
        <dt className="font-semibold text-slate-700">{broadcastPage.fields.audience}</dt>
        <dd className="text-slate-900 sm:col-span-2">
          {broadcast.audience} ({broadcast.audienceCount})
        </dd>
        {counts.map(([label, value, name]) => (
          <div key={name} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="text-slate-900 sm:col-span-2" data-count={name}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {broadcast.failures.length ? (
        <section aria-labelledby="failures-heading">
          <h2 id="failures-heading" className="font-display text-xl font-bold text-slate-900">
            {broadcastPage.failedReasons}
          </h2>
          <ul className="mt-2 list-disc pl-6 text-slate-900">
            {broadcast.failures.map((failure) => (
              <li key={failure.reason} className="[overflow-wrap:anywhere]">
                {failure.reason} ({failure.count})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {broadcast.cancellable ? (
        <OwnerForm
          intent="cancel"
          submit={broadcastPage.buttons.cancel}
          submitting="Cancelling…"
          label={broadcastPage.buttons.cancel}
          buttonClassName="btn btn-secondary"
        />
      ) : null}
      <section aria-labelledby="copy-heading" className="space-y-4">
        <h2 id="copy-heading" className="font-display text-2xl font-bold text-slate-900">
          {broadcastPage.copyHeading}
        </h2>
        <BroadcastHtml html={copy.html} />
        <pre className="whitespace-pre-wrap rounded-2xl bg-white p-6 font-mono text-sm shadow-sm ring-1 ring-slate-200 [overflow-wrap:anywhere]">
          {copy.text}
        </pre>
      </section>
      <OwnerActionToast />
    </main>
  );
}
