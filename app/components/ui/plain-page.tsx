/**
 * A page for answers that are not rendered through Remix's document (a resource route's refusal):
 * the site's stylesheet, a heading, a sentence and where to go next. No script.
 */
export function PlainPage(props: {
  stylesheet: string;
  brand: string;
  status: number;
  title: string;
  text: string;
  action: { label: string; to: string };
  /** A second way on, after the first (e.g. contact support). */
  more?: { label: string; to: string };
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${props.title} | ${props.brand}`}</title>
        <link rel="stylesheet" href={props.stylesheet} />
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50">
        <header className="border-b border-slate-200 bg-white px-4 py-4">
          <a href="/" className="font-display text-lg font-bold text-slate-900">
            {props.brand}
          </a>
        </header>
        <main id="main" className="mx-auto flex max-w-2xl flex-1 flex-col items-center px-4 py-24 text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Error {props.status}</p>
          <h1 className="mt-3 font-display text-4xl font-bold tracking-tight text-slate-900">{props.title}</h1>
          <p className="mt-4 text-lg text-slate-700">{props.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a href={props.action.to} className="btn btn-primary">
              {props.action.label}
            </a>
            {props.more ? (
              <a href={props.more.to} className="btn btn-secondary">
                {props.more.label}
              </a>
            ) : null}
            <a href="/" className="btn btn-secondary">
              Back to home
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
