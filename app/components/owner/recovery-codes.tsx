import { Link } from "~/components/ui/link";
import { securityPage } from "~/content/owner-security";
import { AuthCard } from "./owner-form";
import { RecoveryCodesShown } from "./security-parts";

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
      <RecoveryCodesShown codes={codes} text={securityPage.codes.shownOnce} />
      <p className="mt-6">
        <Link to="/owner/security" className="btn btn-primary w-full">
          Next: add your authenticator app
        </Link>
      </p>
    </AuthCard>
  );
}
