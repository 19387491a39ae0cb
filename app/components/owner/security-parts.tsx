import { Link } from "~/components/ui/link";
import { OwnerCard } from "~/components/owner/owner-card";
import { OwnerField, OwnerForm } from "~/components/owner/owner-form";
import { useHydrated } from "~/components/ui/use-hydrated";
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

/** A key in groups of four for reading; copied, it is the key itself (the gaps are margins). */
function GroupedKey({ secret }: { secret: string }) {
  const groups = secret.match(/.{1,4}/g) ?? [];
  return (
    <p className="rounded-md bg-slate-100 p-2 font-mono text-lg tracking-wider" data-testid="totp-secret">
      {groups.map((group, index) => (
        <span key={index} className="mr-3 inline-block last:mr-0">
          {group}
        </span>
      ))}
    </p>
  );
}

export function EnrolStep({ enrolment, words }: { enrolment: EnrolmentShown; words: SecurityPageWords["enrol"] }) {
  return (
    <OwnerCard id="enrol-step-heading" title={words.heading}>
      <p className="mt-2 text-slate-700">{words.keptHint}</p>
      <div className="mt-4 flex flex-col gap-6 sm:flex-row">
        <div className="space-y-3">
          {enrolment.uri.startsWith("otpauth://") ? (
            <p>
              <a href={enrolment.uri} className="btn btn-primary w-full sm:w-auto" data-testid="otpauth-link">
                {words.open}
              </a>
            </p>
          ) : null}
          {enrolment.qrCode ? (
            <img
              src={enrolment.qrCode}
              alt={words.qrAlt.replace("{name}", enrolment.friendlyName)}
              width={200}
              height={200}
              className="h-48 w-48 flex-none rounded-lg ring-1 ring-slate-200"
            />
          ) : null}
        </div>
        <div className="min-w-0 space-y-3 text-slate-800">
          <p>{words.openHint}</p>
          <p>{words.scan}</p>
          <p>{words.typeInstead}</p>
          <GroupedKey secret={enrolment.secret} />
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
      <OwnerForm
        intent="cancel-enrol"
        action="/owner/security"
        submit={words.cancel}
        submitting={words.cancelling}
        label={words.cancelLabel}
        className="mt-4"
        buttonClassName="btn btn-secondary w-full sm:w-auto"
      >
        <input type="hidden" name="factorId" value={enrolment.factorId} />
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

/** Where the download button posts the codes shown (they are not kept, so the page sends them). */
export const RECOVERY_CODES_FILE = "/owner/security/recovery-codes.txt";

/** The page after her first app: her first set of codes, to print or download, shown once. */
export function FirstRecoveryCodes({ codes, words }: { codes: readonly string[]; words: SecurityPageWords["codes"] }) {
  const hydrated = useHydrated();
  return (
    <OwnerCard id="first-codes-heading" title={words.firstHeading}>
      <p className="mt-2 text-slate-700">{words.firstIntro}</p>
      <ul
        className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg tracking-wider text-slate-900"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row print:hidden">
        {/* Printing needs the browser's script; without it, the browser's own Print does the same. */}
        {hydrated ? (
          <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
            {words.print}
          </button>
        ) : null}
        <form method="post" action={RECOVERY_CODES_FILE} aria-label={words.downloadLabel}>
          {codes.map((code) => (
            <input key={code} type="hidden" name="code" value={code} />
          ))}
          <button type="submit" className="btn btn-secondary w-full">
            {words.download}
          </button>
        </form>
        <Link to="/owner" className="btn btn-primary">
          {words.done}
        </Link>
      </div>
    </OwnerCard>
  );
}
