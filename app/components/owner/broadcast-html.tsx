/**
 * A broadcast's HTML part on the owner's pages, styled as a mail client would show it: the site's
 * reset strips headings, lists and links of their look, so they get it back here.
 */
const LOOK = [
  "rounded-2xl bg-white p-6 text-slate-900 shadow-sm ring-1 ring-slate-200 [overflow-wrap:anywhere]",
  "[&_h1]:mb-3 [&_h1]:font-display [&_h1]:text-2xl [&_h1]:font-bold",
  "[&_h2]:mb-3 [&_h2]:font-display [&_h2]:text-xl [&_h2]:font-bold",
  "[&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold",
  "[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_a]:text-brand-800 [&_a]:underline [&_em]:italic [&_strong]:font-bold [&_hr]:my-4 [&_hr]:border-slate-200",
].join(" ");

export function BroadcastHtml({ html, testId }: { html: string; testId?: string }) {
  return (
    <div
      className={LOOK}
      data-testid={testId}
      // Her Markdown rendered and sanitised on the server (app/lib/broadcast.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
