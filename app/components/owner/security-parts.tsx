import { Link } from "~/components/ui/link";
import { OwnerCard } from "~/components/owner/owner-card";
import { OwnerField, OwnerForm } from "~/components/owner/owner-form";
import type { SecurityPageWords } from "~/content/owner-security";

/**
 * Parts of the owner's security pages (routes/owner.security*.tsx). Every form posts to
 * /owner/security unless given another action (the recovery codes' own page posts to itself).
 */

/** A factor being verified, as the enrol answer gives it (the owner's own secret, on her own page). */
export interface EnrolmentShown {
  factorId: string;
  friendlyName: string;
  secret: string;
  uri: string;
  qrCode: string;
}

/** The 6-digit code field of every form that asks for one. */
export function CodeField({ label, idPrefix }: { label: string; idPrefix: string }) {
  return (
    <OwnerField
      label={label}
      name="code"
      idPrefix={idPrefix}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9 ]{6,7}"
      maxLength={7}
    />
  );
}

export function EnrolStep({ enrolment, words }: { enrolment: EnrolmentShown; words: SecurityPageWords["enrol"] }) {
  return (
    <OwnerCard id="enrol-step-heading" title={words.heading.replace("{name}", enrolment.friendlyName)}>
      <div className="mt-4 flex flex-col gap-6 sm:flex-row">
        {enrolment.qrCode ? (
          <img
            src={enrolment.qrCode}
            alt={words.qrAlt.replace("{name}", enrolment.friendlyName)}
            width={200}
            height={200}
            className="h-48 w-48 flex-none rounded-lg ring-1 ring-slate-200"
          />
        ) : null}
        <div className="min-w-0 space-y-3 text-slate-800">
          <p>{words.scan}</p>
          <p>{words.typeInstead}</p>
          <p
            className="break-all rounded-md bg-slate-100 p-2 font-mono text-lg tracking-wider"
            data-testid="totp-secret"
          >
            {enrolment.secret}
          </p>
        </div>
      </div>
      <OwnerForm
        intent="verify-new"
        action="/owner/security"
        submit={words.submit}
        submitting={words.submitting}
        label={words.label}
        className="mt-6 space-y-4"
      >
        {(["factorId", "friendlyName", "secret", "uri"] as const).map((name) => (
          <input key={name} type="hidden" name={name} value={enrolment[name]} />
        ))}
        <CodeField label={words.code} idPrefix="enrol" />
      </OwnerForm>
    </OwnerCard>
  );
}

/** New recovery codes, shown once. */
export function RecoveryCodesShown({ codes, text }: { codes: readonly string[]; text: string }) {
  return (
    <>
      <p className="mt-2 font-semibold text-slate-900" role="status">
        {text}
      </p>
      <ul
        className="mt-3 grid grid-cols-2 gap-2 font-mono text-lg tracking-wider text-slate-900"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </>
  );
}

/** The codes just made, or (before any) what they are for and where a code is used. */
export function RecoveryCodesOrAbout({ codes, words }: { codes?: readonly string[]; words: SecurityPageWords }) {
  if (codes) return <RecoveryCodesShown codes={codes} text={words.codes.shownOnce} />;
  return (
    <p className="mt-2 text-slate-700">
      {words.codes.aboutBefore}
      <Link to="/owner/recover" className="font-semibold text-brand-800 underline">
        {words.codes.recoverLink}
      </Link>
      {words.codes.aboutAfter}
    </p>
  );
}
