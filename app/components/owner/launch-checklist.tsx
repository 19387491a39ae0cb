import { Link } from "~/components/ui/link";
import type { LaunchItem } from "~/lib/go-live";

/**
 * "Before you go live": what the site would show fake (or without her own value), each in plain
 * words with the page where she fixes it. The same rules stop `npm run deploy` (app/lib/go-live.ts).
 * Nothing shows once every item is done.
 */
export function LaunchChecklist({ items }: { items: readonly Pick<LaunchItem, "id" | "level" | "text" | "fix">[] }) {
  if (items.length === 0) return null;
  const fakes = items.filter((item) => item.level === "stop").length;
  return (
    <section
      aria-labelledby="launch-checklist-heading"
      className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gold-200"
      data-testid="launch-checklist"
    >
      <h2 id="launch-checklist-heading" className="font-display text-2xl font-bold text-slate-900">
        Before you go live
      </h2>
      <p className="text-slate-700">
        {fakes > 0
          ? `${fakes} ${fakes === 1 ? "thing" : "things"} on your site ${fakes === 1 ? "is" : "are"} still a sample. The site won't be published until each is yours.`
          : "Nothing on your site is a sample. These would still make it better:"}
      </p>
      <ul className="divide-y divide-slate-100">
        {items.map((item, i) => (
          <li
            key={`${item.id}-${i}`}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            data-testid="launch-item"
            data-item={item.id}
            data-level={item.level}
          >
            <p className="text-slate-800">
              <span
                className={`mr-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
                  item.level === "stop" ? "bg-red-100 text-red-900" : "bg-slate-100 text-slate-800"
                }`}
              >
                {item.level === "stop" ? "Sample" : "To do"}
              </span>
              {item.text}
            </p>
            {item.fix ? (
              <Link to={item.fix} className="shrink-0 font-semibold text-brand-800 underline">
                Fix it<span className="sr-only">{`: ${item.text}`}</span>
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
