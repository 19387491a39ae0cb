import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { FieldBlock, INPUT } from "~/components/owner/field-block";
import { ToastView } from "~/components/ui/toaster";
import type { Toast } from "~/content/types";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/password";

/**
 * The owner's forms: plain posts that work without JavaScript; with it, the button shows a spinner
 * while the post is on its way and a refusal's toast appears in place (it fades).
 */

export interface OwnerFormData {
  values: Record<string, string>;
  toast: Toast;
  extra?: Record<string, string>;
}

export function useOwnerActionData(): OwnerFormData | undefined {
  return useActionData() as OwnerFormData | undefined;
}

export function OwnerForm({
  intent,
  submit,
  submitting,
  children,
  action,
  className = "space-y-5",
  buttonClassName = "btn btn-primary w-full",
  label,
  encType,
}: {
  /** Names this form's post, so only its own button spins. */
  intent: string;
  submit: string;
  submitting: string;
  children?: ReactNode;
  action?: string;
  className?: string;
  buttonClassName?: string;
  /** An accessible name for the form. */
  label?: string;
  /** multipart/form-data for a form with a file. */
  encType?: "multipart/form-data";
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" action={action} className={className} aria-label={label} encType={encType}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <button type="submit" className={buttonClassName} disabled={pending} data-pending={pending ? "true" : undefined}>
        {pending ? (
          <>
            <span className="spinner" aria-hidden="true" data-testid="spinner" />
            {submitting}
          </>
        ) : (
          submit
        )}
      </button>
    </Form>
  );
}

export function OwnerField({
  label,
  name,
  type = "text",
  defaultValue,
  hint,
  autoComplete,
  required = true,
  minLength,
  maxLength,
  inputMode,
  pattern,
  autoFocus,
  idPrefix = "owner",
}: {
  label: string;
  name: string;
  type?: "text" | "email" | "password";
  defaultValue?: string;
  hint?: string;
  autoComplete?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  inputMode?: "numeric" | "text" | "email";
  pattern?: string;
  autoFocus?: boolean;
  /** Keeps ids unique when one page has several forms with the same field. */
  idPrefix?: string;
}) {
  return (
    <FieldBlock id={`${idPrefix}-${name}`} label={label} hint={hint}>
      {(aria) => (
        <input
          {...aria}
          name={name}
          type={type}
          defaultValue={defaultValue}
          autoComplete={autoComplete}
          required={required}
          minLength={minLength}
          maxLength={maxLength}
          inputMode={inputMode}
          pattern={pattern}
          autoFocus={autoFocus}
          className={INPUT}
        />
      )}
    </FieldBlock>
  );
}

/**
 * Email and password. Signing up asks for a new password (with its length rule); signing in for
 * the current one, so a password manager fills or saves the right entry.
 */
export function OwnerCredentialsFields({ email, purpose }: { email?: string; purpose: "sign-in" | "sign-up" }) {
  const newPassword = purpose === "sign-up";
  return (
    <>
      <OwnerField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        defaultValue={email}
        maxLength={320}
      />
      <OwnerField
        label="Password"
        name="password"
        type="password"
        autoComplete={newPassword ? "new-password" : "current-password"}
        minLength={newPassword ? PASSWORD_MIN_LENGTH : undefined}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={
          newPassword
            ? `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. A passphrase of a few words is easiest.`
            : undefined
        }
      />
    </>
  );
}

/**
 * The setup secret (OWNER_SETUP_SECRET), which only whoever deploys the site can read. Called by
 * what it does: the deploy setting's name and its command appear only where one must be run (the
 * closed page's message, and locally where its value lives). Never filled back after a refusal.
 */
export function SetupSecretField({ local = false, required = true }: { local?: boolean; required?: boolean }) {
  return (
    <OwnerField
      label="Setup secret"
      name="setupSecret"
      type="password"
      autoComplete="off"
      required={required}
      maxLength={500}
      hint={
        local
          ? "Running locally: the value of OWNER_SETUP_SECRET in .dev.vars (or in the start script's vars)."
          : "The secret chosen when the site was set up (keep it in your password manager). It proves the account is yours."
      }
    />
  );
}

/** The refusal of the last post, as a toast that takes focus (no field to point at). */
export function OwnerActionToast() {
  const data = useOwnerActionData();
  return <ToastView toast={data?.toast} focus />;
}

/** A narrow card for the sign-in steps. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 py-12">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="font-display text-3xl font-bold text-slate-900">{title}</h1>
        {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

/**
 * The pages that create or recover the owner's account: why it is closed here (then no form), what
 * it asks for, the form, and the way back to sign in.
 */
export function AccountFormCard({
  title,
  closed,
  intro,
  back,
  children,
}: {
  title: string;
  closed: string | null;
  intro: ReactNode;
  /** The words before the link back to sign in. */
  back: string;
  children: ReactNode;
}) {
  return (
    <AuthCard
      title={title}
      intro={
        <>
          {closed ? <p role="alert">{closed}</p> : null}
          {intro}
        </>
      }
    >
      {closed ? null : children}
      <p className="mt-6 text-sm text-slate-700">
        {back}{" "}
        <Link to="/owner/sign-in" className="font-semibold text-brand-800 underline">
          Sign in
        </Link>
      </p>
      <OwnerActionToast />
    </AuthCard>
  );
}
