import { Form, useNavigation } from "@remix-run/react";
import { broadcastPage } from "~/content/broadcasts";

/**
 * The broadcast's form: a plain post that works without JavaScript; each button names its intent
 * (preview, test, send, schedule). With JavaScript the pressed button shows that it is working.
 */

type Values = Record<"subject" | "preheader" | "body" | "audience" | "send_at", string>;

const input =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

function Problem({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700">
      {message}
    </p>
  ) : null;
}

function described(name: string, error: string | undefined, hint?: boolean) {
  const ids = [hint ? `broadcast-${name}-hint` : "", error ? `broadcast-${name}-error` : ""].filter(Boolean);
  return {
    id: `broadcast-${name}`,
    name,
    ...(ids.length ? { "aria-describedby": ids.join(" ") } : {}),
    ...(error ? { "aria-invalid": true as const } : {}),
  };
}

export function BroadcastForm({
  values,
  errors,
  audiences,
  recipients,
}: {
  values: Values;
  errors: Partial<Values>;
  audiences: Array<{ value: string; label: string }>;
  /** How many would receive it (of the chosen audience), or null when not counted. */
  recipients: string | null;
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
    <Form method="post" className="space-y-5" aria-label={broadcastPage.newTitle} noValidate>
      <div>
        <label htmlFor="broadcast-subject" className="text-sm font-semibold text-slate-800">
          {fields.subject}
        </label>
        <input
          {...described("subject", errors.subject)}
          type="text"
          maxLength={200}
          defaultValue={values.subject}
          className={input}
        />
        <Problem id="broadcast-subject-error" message={errors.subject} />
      </div>
      <div>
        <label htmlFor="broadcast-preheader" className="text-sm font-semibold text-slate-800">
          {fields.preheader}
        </label>
        <input
          {...described("preheader", errors.preheader)}
          type="text"
          maxLength={200}
          defaultValue={values.preheader}
          className={input}
        />
        <Problem id="broadcast-preheader-error" message={errors.preheader} />
      </div>
      <div>
        <label htmlFor="broadcast-body" className="text-sm font-semibold text-slate-800">
          {fields.body}
        </label>
        <p id="broadcast-body-hint" className="text-sm text-slate-600">
          {fields.bodyHint}
        </p>
        <textarea {...described("body", errors.body, true)} rows={14} defaultValue={values.body} className={input} />
        <Problem id="broadcast-body-error" message={errors.body} />
      </div>
      <div>
        <label htmlFor="broadcast-audience" className="text-sm font-semibold text-slate-800">
          {fields.audience}
        </label>
        <select {...described("audience", errors.audience)} defaultValue={values.audience} className={input}>
          {audiences.map((audience) => (
            <option key={audience.value} value={audience.value}>
              {audience.label}
            </option>
          ))}
        </select>
        <Problem id="broadcast-audience-error" message={errors.audience} />
        {recipients ? (
          <p className="mt-1 font-semibold text-slate-900" data-testid="recipients" role="status">
            {recipients}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="broadcast-send_at" className="text-sm font-semibold text-slate-800">
          {fields.sendAt}
        </label>
        <p id="broadcast-send_at-hint" className="text-sm text-slate-600">
          {fields.sendAtHint}
        </p>
        <input
          {...described("send_at", errors.send_at, true)}
          type="datetime-local"
          defaultValue={values.send_at}
          className={input}
        />
        <Problem id="broadcast-send_at-error" message={errors.send_at} />
      </div>
      <div className="flex flex-wrap gap-3">
        {button("preview", "btn btn-secondary")}
        {button("test", "btn btn-secondary")}
        {button("send", "btn btn-primary")}
        {button("schedule", "btn btn-primary")}
      </div>
    </Form>
  );
}
