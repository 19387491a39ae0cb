import { useOutletContext, useRouteLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { OwnerCard } from "~/components/owner/owner-card";
import { OwnerField, OwnerForm } from "~/components/owner/owner-form";
import { CodeField, EnrolStep, RecoveryCodesOrAbout, type EnrolmentShown } from "~/components/owner/security-parts";
import { APP_NAME_MAX_LENGTH } from "~/content/owner-security";
import type { SecurityAnswer, SecurityLoader } from "./owner.security";

/**
 * /owner/security: her authenticator apps (remove one, add one), a link to new recovery codes,
 * signing out everywhere, and what to do after losing a phone. Its forms post to the layout
 * (/owner/security), whose answer comes through the outlet's context.
 */
export default function Security() {
  const loaded = useRouteLoaderData<SecurityLoader>("routes/owner.security")!;
  const { words, factors, canRecover, offersCodes } = loaded;
  const answer = useOutletContext<SecurityAnswer | undefined>();
  // The set-up just started, or shown again after a wrong code, or (after a reload) the one waiting.
  const enrolment =
    answer?.enrolment ??
    (answer?.extra?.factorId ? (answer.extra as unknown as EnrolmentShown) : null) ??
    loaded.enrolment;
  return (
    <>
      <OwnerCard id="factors-heading" title={words.apps.heading}>
        {factors.length === 0 ? (
          <p className="mt-2 text-slate-700">{words.apps.none}</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {factors.map((factor) => (
              <li key={factor.id} className="rounded-lg border border-slate-200 p-4" data-testid="factor">
                <p className="font-semibold text-slate-900">{factor.friendlyName}</p>
                <OwnerForm
                  intent="remove"
                  action="/owner/security"
                  submit={words.apps.remove.replace("{name}", factor.friendlyName)}
                  submitting={words.apps.removing}
                  label={words.apps.remove.replace("{name}", factor.friendlyName)}
                  className="mt-2 flex flex-wrap items-end gap-3"
                  buttonClassName="btn btn-secondary btn-sm"
                >
                  <input type="hidden" name="factorId" value={factor.id} />
                  <CodeField label={words.currentCode} idPrefix={`remove-${factor.id}`} />
                </OwnerForm>
              </li>
            ))}
          </ul>
        )}
      </OwnerCard>

      {enrolment ? (
        <EnrolStep enrolment={enrolment} words={words.enrol} />
      ) : (
        <OwnerCard id="add-heading" title={words.add.heading}>
          <OwnerForm
            intent="enrol"
            action="/owner/security"
            submit={words.add.submit}
            submitting={words.add.submitting}
            label={words.add.label}
            className="mt-4 space-y-4"
          >
            <OwnerField
              label={words.add.name}
              name="friendlyName"
              idPrefix="enrol"
              defaultValue={answer?.values?.friendlyName ?? (factors.length ? words.add.nextName : words.add.firstName)}
              maxLength={APP_NAME_MAX_LENGTH}
            />
          </OwnerForm>
        </OwnerCard>
      )}

      {offersCodes && factors.length > 0 ? (
        <OwnerCard id="codes-heading" title={words.codes.heading}>
          <RecoveryCodesOrAbout codes={answer?.recoveryCodes} words={words} />
          <p className="mt-4">
            <Link to="/owner/security/recovery-codes" className="btn btn-secondary">
              {words.codes.open}
            </Link>
          </p>
        </OwnerCard>
      ) : null}

      <OwnerCard id="sessions-heading" title={words.sessions.heading}>
        <p className="mt-2 text-slate-700">{words.sessions.text}</p>
        <OwnerForm
          intent="sign-out-everywhere"
          action="/owner/security"
          submit={words.sessions.submit}
          submitting={words.sessions.submitting}
          label={words.sessions.label}
          className="mt-4"
          buttonClassName="btn btn-secondary"
        />
      </OwnerCard>

      <OwnerCard id="recovery-heading" title={words.lostPhone.heading}>
        <p className="mt-2 text-slate-700">{words.lostPhone.secondDevice}</p>
        <p className="mt-2 text-slate-700">{canRecover ? words.lostPhone.withSecret : words.lostPhone.withSupabase}</p>
        {canRecover ? (
          <p className="mt-2">
            <Link to="/owner/recover" className="font-semibold text-brand-800 underline">
              {words.lostPhone.recoverLink}
            </Link>
          </p>
        ) : null}
      </OwnerCard>
    </>
  );
}
