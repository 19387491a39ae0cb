import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";

/**
 * A list page's filter: a GET form (the filter lives in the URL, so a search is a link) with its
 * fields, then Filter and, while a filter is on, Clear back to `basePath`.
 */
export function FilterBar({
  label,
  basePath,
  filtered,
  className,
  footerClassName,
  children,
}: {
  label: string;
  basePath: string;
  filtered: boolean;
  /** The grid's columns. */
  className: string;
  footerClassName: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      className={`grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${className}`}
      role="search"
      aria-label={label}
    >
      {children}
      <div className={`flex gap-3 ${footerClassName}`}>
        <button type="submit" className="btn btn-primary btn-sm">
          Filter
        </button>
        {filtered ? (
          <Link to={basePath} className="btn btn-secondary btn-sm">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

const CONTROL = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2";

function FilterLabel({ id, label }: { id: string; label: string }) {
  return (
    <label htmlFor={id} className="text-sm font-semibold text-slate-800">
      {label}
    </label>
  );
}

export function FilterInput({
  name,
  label,
  type,
  defaultValue,
  className,
}: {
  name: string;
  label: string;
  type: "search" | "date";
  defaultValue: string;
  className?: string;
}) {
  const id = `filter-${name}`;
  return (
    <div className={className}>
      <FilterLabel id={id} label={label} />
      <input id={id} name={name} type={type} defaultValue={defaultValue} className={CONTROL} />
    </div>
  );
}

/** A choice of one value, or none (`anyLabel`: "All …"). */
export function FilterSelect({
  name,
  label,
  anyLabel,
  defaultValue,
  options,
}: {
  name: string;
  label: string;
  anyLabel: string;
  defaultValue: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const id = `filter-${name}`;
  return (
    <div>
      <FilterLabel id={id} label={label} />
      <select id={id} name={name} defaultValue={defaultValue} className={CONTROL}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
