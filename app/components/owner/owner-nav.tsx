import { Form, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { isCurrentPath } from "~/lib/current-page";

/** The owner's sections, in the order the bar shows them; `exact`: not highlighted on the pages under it. */
const SECTIONS = [
  { to: "/owner", label: "Leads", exact: true },
  { to: "/owner/pages", label: "Pages" },
  { to: "/owner/orders", label: "Orders" },
  { to: "/owner/products", label: "Products" },
  { to: "/owner/broadcasts", label: "Broadcasts" },
  { to: "/owner/site", label: "Your site" },
  { to: "/owner/security", label: "Security" },
] as const;

/** The owner's navigation: Leads · Pages · Orders · Broadcasts · Your site · Security, and Sign out (a POST, ending the session). */
export function OwnerNav({ email }: { email: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Owner" className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3 sm:px-6">
        {SECTIONS.map((section) => {
          const current = isCurrentPath(pathname, section.to, "exact" in section && section.exact);
          return (
            <Link
              key={section.to}
              to={section.to}
              aria-current={current ? "page" : undefined}
              className={`rounded-md px-3 py-2 text-sm font-semibold ${current ? "bg-brand-800 text-white" : "text-brand-800 hover:bg-brand-50"}`}
            >
              {section.label}
            </Link>
          );
        })}
        <span className="ml-auto min-w-0 text-sm text-slate-600 [overflow-wrap:anywhere]">{email}</span>
        <Form method="post" action="/owner/sign-out">
          <button type="submit" className="btn btn-secondary btn-sm">
            Sign out
          </button>
        </Form>
      </div>
    </nav>
  );
}
