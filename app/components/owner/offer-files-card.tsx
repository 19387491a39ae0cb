import { useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigate, useRevalidator } from "@remix-run/react";
import { FieldBlock, INPUT } from "./field-block";

/**
 * An offer's files on /owner/site/offers: each with its name, size and date, a new edition to
 * upload in its place, the name buyers save it as, and its removal (after a tick); then a new file.
 * Plain multipart forms that work without JavaScript; with it, the upload shows its progress.
 */

export interface OfferFileRow {
  id: string;
  name: string;
  /** "14.2 MB"; null for a shipped file she has not replaced. */
  size: string | null;
  /** When she uploaded it, as she reads it; null for a shipped file. */
  uploaded: string | null;
}

interface Refused {
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
}

const ACCEPT = ".pdf,.epub,.zip,.mp3,.mp4,application/pdf,application/epub+zip,application/zip,audio/mpeg,video/mp4";
const KINDS_HINT = "A PDF, EPUB, ZIP, MP3 or MP4 of at most 95 MB.";

/** The page the forms post to (an offer's on /owner/site/offers, a product's on its own page) and its route's id. */
interface FilesPage {
  path: string;
  routeId: string;
}

const OFFERS_PAGE: FilesPage = { path: "/owner/site/offers", routeId: "routes/owner.site.offers" };

/** The form's address names what it is, so a post too large to read still answers beside its field. */
function formAction(page: FilesPage, params: Record<string, string>): string {
  return `${page.path}?${new URLSearchParams(params).toString()}`;
}

/**
 * A multipart form with a file. With JavaScript the post goes by XMLHttpRequest so its upload
 * progress can be shown; the answer is Remix's own (a redirect is followed, a refusal is shown
 * beside the field). Without it, the browser posts the form.
 */
function UploadForm({
  page,
  params,
  label,
  submit,
  fieldId,
  fieldLabel,
  hint,
  error,
}: {
  params: Record<string, string>;
  label: string;
  submit: string;
  fieldId: string;
  fieldLabel: string;
  hint: string;
  error?: string;
  page: FilesPage;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [shownError, setShownError] = useState<string | null>(null);
  const action = formAction(page, params);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (typeof XMLHttpRequest === "undefined") return;
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    const request = new XMLHttpRequest();
    request.open("POST", `${action}&_data=${encodeURIComponent(page.routeId)}`);
    request.upload.onprogress = (e) => {
      if (e.lengthComputable) setProgress(Math.round((e.loaded / e.total) * 100));
    };
    request.onload = () => {
      setProgress(null);
      const to = request.getResponseHeader("X-Remix-Redirect");
      if (to) {
        setShownError(null);
        // Back to this page (its anchor): only the hash changes, so the page's data and the toast are read again.
        navigate(to, { replace: true });
        revalidator.revalidate();
        return;
      }
      try {
        const answer = JSON.parse(request.responseText) as { errors?: Record<string, string> };
        const message = answer.errors ? Object.values(answer.errors)[0] : undefined;
        setShownError(message ?? "The file could not be saved. Please try again.");
      } catch {
        setShownError("The file could not be saved. Please try again.");
      }
    };
    request.onerror = () => {
      setProgress(null);
      setShownError("The upload stopped (the connection dropped): nothing was saved. Please try again.");
    };
    setShownError(null);
    setProgress(0);
    request.send(body);
  }

  const message = shownError ?? error;
  return (
    <Form method="post" action={action} encType="multipart/form-data" aria-label={label} onSubmit={onSubmit}>
      {Object.entries(params).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="space-y-3">
        <FieldBlock id={fieldId} label={fieldLabel} hint={hint} error={message}>
          {(aria) => <input {...aria} type="file" name="file" accept={ACCEPT} required className={INPUT} />}
        </FieldBlock>
        {progress !== null ? (
          <p className="text-sm text-slate-700" data-testid="upload-progress">
            <progress max={100} value={progress} className="mr-2 align-middle" aria-label="Upload progress" />
            Uploading… {progress} %
          </p>
        ) : null}
        <button type="submit" className="btn btn-secondary" disabled={progress !== null}>
          {progress !== null ? "Uploading…" : submit}
        </button>
      </div>
    </Form>
  );
}

function SmallForm({
  page,
  params,
  label,
  children,
  submit,
}: {
  page: FilesPage;
  params: Record<string, string>;
  label: string;
  children: ReactNode;
  submit: string;
}) {
  return (
    <Form method="post" action={formAction(page, params)} encType="multipart/form-data" aria-label={label}>
      {Object.entries(params).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="space-y-3">
        {children}
        <button type="submit" className="btn btn-secondary">
          {submit}
        </button>
      </div>
    </Form>
  );
}

export function OfferFilesCard({
  offerKey,
  offerName,
  files,
  refused,
  page = OFFERS_PAGE,
}: {
  offerKey: string;
  offerName: string;
  files: readonly OfferFileRow[];
  refused?: Refused;
  /** Where the forms post: the offers page unless said. */
  page?: FilesPage;
}) {
  const errorOf = (intent: string, field: string, fileId?: string) =>
    refused && refused.values.intent === intent && (fileId === undefined || refused.values.file_id === fileId)
      ? refused.errors[field]
      : undefined;
  return (
    <section className="mt-8 border-t border-slate-200 pt-6" aria-label={`Files of ${offerName}`} data-files={offerKey}>
      <h3 className="text-lg font-semibold text-slate-900">What buyers download</h3>
      {files.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="no-files">
          No files: buyers get their order&apos;s page and email without downloads.
        </p>
      ) : (
        <ul className="mt-3 space-y-4">
          {files.map((file, index) => {
            // Unique on the page: two offers may ship the same file, one offer two of a name.
            const which = `${file.name} (${offerName}, file ${index + 1})`;
            return (
              <li key={file.id} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" data-file={file.id}>
                <p className="break-words font-semibold text-slate-900" data-testid="file-name">
                  {file.name}
                </p>
                <p className="text-sm text-slate-700" data-testid="file-facts">
                  {file.size && file.uploaded
                    ? `${file.size} · uploaded ${file.uploaded}`
                    : "The file the site shipped with (a sample until you upload yours)."}
                </p>
                <div className="mt-4 grid gap-6 lg:grid-cols-3">
                  <UploadForm
                    page={page}
                    params={{ intent: "replace-file", offer: offerKey, file_id: file.id }}
                    label={`New edition of ${which}`}
                    submit="Upload new edition"
                    fieldId={`${offerKey}-${file.id}-replace`}
                    fieldLabel="New edition"
                    hint="Buyers old and new get it from the links they have."
                    error={errorOf("replace-file", "file", file.id)}
                  />
                  <SmallForm
                    page={page}
                    params={{ intent: "rename-file", offer: offerKey, file_id: file.id }}
                    label={`Name of ${which}`}
                    submit="Rename"
                  >
                    <FieldBlock
                      id={`${offerKey}-${file.id}-name`}
                      label="Buyers save it as"
                      error={errorOf("rename-file", "name", file.id)}
                    >
                      {(aria) => (
                        <input
                          {...aria}
                          name="name"
                          defaultValue={
                            errorOf("rename-file", "name", file.id) ? (refused?.values.name ?? file.name) : file.name
                          }
                          maxLength={120}
                          required
                          className={INPUT}
                        />
                      )}
                    </FieldBlock>
                  </SmallForm>
                  <details className="text-sm" open={Boolean(errorOf("remove-file", "confirm", file.id))}>
                    <summary className="cursor-pointer font-semibold text-red-800">Remove this file…</summary>
                    <SmallForm
                      page={page}
                      params={{ intent: "remove-file", offer: offerKey, file_id: file.id }}
                      label={`Remove ${which}`}
                      submit="Remove for good"
                    >
                      <FieldBlock
                        id={`${offerKey}-${file.id}-confirm`}
                        label={`Yes, remove it: buyers of ${offerName} no longer get ${file.name}`}
                        error={errorOf("remove-file", "confirm", file.id)}
                      >
                        {(aria) => <input {...aria} type="checkbox" name="confirm" value="yes" className="h-5 w-5" />}
                      </FieldBlock>
                    </SmallForm>
                  </details>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-6">
        <UploadForm
          page={page}
          params={{ intent: "upload-file", offer: offerKey }}
          label={`Add a file to ${offerName}`}
          submit="Upload file"
          fieldId={`${offerKey}-file`}
          fieldLabel="Add a file"
          hint={`${KINDS_HINT} Buyers save it under its name; rename it after.`}
          error={errorOf("upload-file", "file")}
        />
      </div>
    </section>
  );
}
