import { Link } from "~/components/ui/link";

/** The designed page for 404s and failures; never shows a stack. */
export function ErrorPage({ status, title, message }: { status: number; title: string; message: string }) {
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-1 flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Error {status}</p>
      <h1 className="mt-3 font-display text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn btn-primary">
          Back to home
        </Link>
        <Link to="/contact" className="btn btn-secondary">
          Contact us
        </Link>
      </div>
    </main>
  );
}

export function errorCopy(status: number): { title: string; message: string } {
  if (status === 404)
    return {
      title: "Page not found",
      message: "We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.",
    };
  if (status === 429)
    return {
      title: "Slow down a moment",
      message: "Too many requests came from your connection. Please wait a minute and try again.",
    };
  if (status >= 400 && status < 500)
    return {
      title: "Something's not right",
      message: "We couldn't handle that request. Please go back and try again.",
    };
  return {
    title: "Something went wrong",
    message: "An unexpected error happened on our side. Please try again in a moment.",
  };
}
