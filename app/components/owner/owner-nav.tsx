import { Form } from "@remix-run/react";
import { NavLink } from "react-router-dom";

/** The owner's navigation: Leads · Pages · Orders · Broadcasts · Your site · Security, and Sign out (a POST, ending the session). */
export function OwnerNav({ email }: { email: string }) {
  const link = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-semibold ${isActive ? "bg-brand-800 text-white" : "text-brand-800 hover:bg-brand-50"}`;
  return (
    <nav aria-label="Owner" className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3 sm:px-6">
        <NavLink to="/owner" end className={link}>
          Leads
        </NavLink>
        <NavLink to="/owner/pages" className={link}>
          Pages
        </NavLink>
        <NavLink to="/owner/orders" className={link}>
          Orders
        </NavLink>
        <NavLink to="/owner/broadcasts" className={link}>
          Broadcasts
        </NavLink>
        <NavLink to="/owner/site" className={link}>
          Your site
        </NavLink>
        <NavLink to="/owner/security" className={link}>
          Security
        </NavLink>
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
