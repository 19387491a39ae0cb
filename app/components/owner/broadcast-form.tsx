import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { FieldBlock, INPUT } from "~/components/owner/field-block";
import { Link } from "~/components/ui/link";
import { broadcastPage } from "~/content/broadcasts";

/**
 * The broadcast's form: a plain post that works without JavaScript; each button names its intent
 * (preview, test, send, schedule). With JavaScript the pressed button shows that it is working.
 */

type Values = Record<"subject" | "preheader" | "body" | "audience" | "send_at", string>;

/** The id of a field of this form (its hint's and message's ids follow from it). */
const fieldId = (name: keyof Values) => `broadcast-${name}`;

export function BroadcastForm({
  values,
  errors,
  audiences,
  recipients,
  onEdit,
}: {
  values: Values;
  errors: Partial<Values>;
  audiences: Array<{ value: string; label: string }>;
  /** How many would receive it (of the chosen audience), or null when not counted. */
  recipients: string | null;
  /** Called when she changes a field (with JavaScript): a confirmation shown is then out of date. */
  onEdit?: () => void;
}) {
  const navigation = useNavigation();
  const pendingIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const { fields, buttons } = broadcastPage;
  const button = (intent: keyof typeof buttons, className: string) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={className}
      disabled={pendingIntent === intent}
      data-pending={pendingIntent === intent ? "true" : undefined}
    >
      {pendingIntent === intent ? <span className="spinner" aria-hidden="true" data-testid="spinner" /> : null}
      {buttons[intent]}
    </button>
  );
  return (
    <Form method="post" className="space-y-5" aria-label={broadcastPage.newTitle} noValidate onChange={onEdit}>
      <FieldBlock id={fieldId("subject")} label={fields.subject} error={errors.subject}>
        {(aria) => (
          <input {...aria} name="subject" type="text" maxLength={200} defaultValue={values.subject} className={INPUT} />
        )}
      </FieldBlock>
      <FieldBlock id={fieldId("preheader")} label={fields.preheader} error={errors.preheader}>
        {(aria) => (
          <input
            {...aria}
            name="preheader"
            type="text"
            maxLength={200}
            defaultValue={values.preheader}
            className={INPUT}
          />
        )}
      </FieldBlock>
      <FieldBlock id={fieldId("body")} label={fields.body} hint={fields.bodyHint} error={errors.body}>
        {(aria) => <textarea {...aria} name="body" rows={14} defaultValue={values.body} className={INPUT} />}
      </FieldBlock>
      <FieldBlock
        id={fieldId("audience")}
        label={fields.audience}
        error={errors.audience}
        after={
          recipients ? (
            <p className="mt-1 font-semibold text-slate-900" data-testid="recipients" role="status">
              {recipients}
            </p>
          ) : null
        }
      >
        {(aria) => (
          <select {...aria} name="audience" defaultValue={values.audience} className={INPUT}>
            {audiences.map((audience) => (
              <option key={audience.value} value={audience.value}>
                {audience.label}
              </option>
            ))}
          </select>
        )}
      </FieldBlock>
      <FieldBlock id={fieldId("send_at")} label={fields.sendAt} hint={fields.sendAtHint} error={errors.send_at}>
        {(aria) => (
          <input {...aria} name="send_at" type="datetime-local" defaultValue={values.send_at} className={INPUT} />
        )}
      </FieldBlock>
      <div className="flex flex-wrap gap-3">
        {button("preview", "btn btn-secondary")}
        {button("test", "btn btn-secondary")}
        {button("send", "btn btn-primary")}
        {button("schedule", "btn btn-primary")}
      </div>
    </Form>
  );
}

/**
 * The step before a broadcast goes out or is scheduled: how many get it and when, and one button
 * that posts what she wrote (as the panel was made) again with `confirm-send` or `confirm-schedule`.
 * Nothing is sent before. With JavaScript it takes the focus (and so the screen), as the page's top
 * does without, and the page drops it when she edits the form.
 */
export function BroadcastConfirm({
  values,
  intent,
  summary,
  later,
}: {
  values: Values;
  intent: "confirm-send" | "confirm-schedule";
  summary: string;
  /** Whether it goes at a time she gave (Send now with a time schedules it too). */
  later: boolean;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [summary]);
  const { confirm } = broadcastPage;
  return (
    <section
      aria-labelledby="broadcast-confirm-heading"
      className="rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-300"
      data-testid="broadcast-confirm"
    >
      <h2
        id="broadcast-confirm-heading"
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {confirm.heading}
      </h2>
      <p className="mt-2 text-slate-900 [overflow-wrap:anywhere]">
        {confirm.subject} <strong>{values.subject}</strong>
      </p>
      <p className="mt-2 text-lg font-semibold text-slate-900" data-testid="broadcast-confirm-summary">
        {summary}
      </p>
      <p className="mt-1 text-slate-800">{confirm.undone}</p>
      <Form method="post" className="mt-4" aria-label={confirm.label}>
        {(Object.keys(values) as Array<keyof Values>).map((name) => (
          <input key={name} type="hidden" name={name} value={values[name]} />
        ))}
        <button
          type="submit"
          name="intent"
          value={intent}
          className="btn btn-primary w-full sm:w-auto"
          disabled={pending}
          data-pending={pending ? "true" : undefined}
        >
          {pending ? <span className="spinner" aria-hidden="true" data-testid="spinner" /> : null}
          {pending ? confirm.working : later ? confirm.scheduleButton : confirm.sendButton}
        </button>
      </Form>
      <p className="mt-3 text-slate-700">{confirm.edit}</p>
    </section>
  );
}

/** The way back to her broadcasts, atop a broadcast's page and the new one's. */
export function AllBroadcastsLink() {
  return (
    <p>
      <Link to="/owner/broadcasts" className="font-semibold text-brand-800 underline">
        {broadcastPage.allBroadcasts}
      </Link>
    </p>
  );
}
