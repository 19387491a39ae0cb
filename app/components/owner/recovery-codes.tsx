import { Link } from "@remix-run/react";
import { AuthCard } from "./owner-form";

/** A set of recovery codes, shown once: the site keeps only their hashes. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  return (
    <>
      <p className="mt-2 font-semibold text-slate-900" role="status">
        Save these codes now (print them, or keep them in a password manager): they are shown only once. Each one
        recovers the account once, without the setup secret.
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

/**
 * The end of a recovery (or of claiming the account again): every old code, app and session is
 * gone, and the fresh set is shown here, once, before she adds her authenticator app.
 */
export function AccountRecoveredCard({ codes }: { codes: string[] }) {
  return (
    <AuthCard
      title="Account recovered"
      intro={
        <p>
          Your new password is set. Every authenticator app, every old recovery code and every other session has ended.
        </p>
      }
    >
      <h2 className="font-display text-xl font-bold text-slate-900">Your new recovery codes</h2>
      <RecoveryCodeList codes={codes} />
      <p className="mt-6">
        <Link to="/owner/security" className="btn btn-primary w-full">
          Next: add your authenticator app
        </Link>
      </p>
    </AuthCard>
  );
}
