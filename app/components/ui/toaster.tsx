import { lazy, Suspense, useState } from "react";
import type { Toast } from "~/content/types";
import { ToastBox as toastBoxOnTheServer } from "./toast-box.server";

/*
 * Toasts render on the server (role="status"), so a visitor without JavaScript reads them.
 * With JavaScript each fades after its duration, and a newer toast hides older ones: only one
 * is visible at a time.
 *
 * Placement: a toast that comes with the page stays in the page's flow (the root renders it under
 * the header, a form beside itself), so it covers nothing; without JavaScript it stays until
 * closed, with it it fades after its duration and keeps its place, so the page never shifts. One that appears later floats under the sticky header, clear of the primary actions
 * (form buttons, the drawer's Checkout), lets taps through but for its close control, and fades.
 * The close control is a label for a hidden checkbox: CSS hides the toast when it is checked, so
 * it closes without JavaScript too.
 */

/*
 * The box's code is a chunk of its own (docs/decisions/0031): the server renders it at once from
 * its own copy, so the HTML is complete with or without JavaScript; in the browser, where a
 * `.server` module is empty, it loads the first time a page has a toast, inside a <Suspense>
 * boundary that keeps the server's HTML until then.
 */
const ToastBox =
  toastBoxOnTheServer ?? lazy(() => import("./toast-box").then((module) => ({ default: module.ToastBox })));

/**
 * `focus`: the toast is the answer to a refused form with no field to point at (e.g. a 502), so it
 * takes focus: on load without JavaScript (autofocus), when it appears with it (an effect).
 */
export function ToastView({ toast, focus = false }: { toast: Toast | null | undefined; focus?: boolean }) {
  // Most forms and pages have no toast most of the time: they render nothing, and the browser never
  // loads the toast's code. A toast that comes later mounts its box after hydration, so it floats
  // (see ToastBox).
  return toast ? <ToastMount toast={toast} focus={focus} /> : null;
}

/**
 * Mounted when there is a toast. Whether it floats is decided here, in the code every page has: a
 * toast that comes with the page mounts while the page hydrates (before the root marks
 * `<html data-hydrated>`), one that comes later after; the box's own chunk may arrive after both.
 */
function ToastMount({ toast, focus }: { toast: Toast; focus: boolean }) {
  const [floatsAtMount] = useState(
    () => typeof document !== "undefined" && "hydrated" in document.documentElement.dataset,
  );
  return (
    <Suspense fallback={null}>
      <ToastBox toast={toast} focus={focus} floatsAtMount={floatsAtMount} />
    </Suspense>
  );
}
