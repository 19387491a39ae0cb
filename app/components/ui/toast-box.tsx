import { useEffect, useId, useRef, useState } from "react";
import type { Toast } from "~/content/types";

/* The toast itself (see toaster.tsx for where it sits and why): a chunk of its own, loaded only
 * when a page has a toast to show. */

/** How long a toast shows when the server names no duration. */
const DEFAULT_TOAST_DURATION = 5000;

let newest = 0;
const listeners = new Set<() => void>();

function claimNewest(): number {
  newest += 1;
  for (const listener of listeners) listener();
  return newest;
}

/** `faded`: an in-flow toast after its duration, invisible but keeping its place, so nothing shifts. */
type Phase = "shown" | "fading" | "faded" | "gone";

const FADE_MS = 300;

/** Under the sticky header, clear of the page's primary actions; taps pass through but for its close control. */
const FLOATING =
  "pointer-events-none fixed inset-x-3 top-[4.5rem] z-[60] mx-auto max-w-md shadow-xl backdrop-blur sm:left-auto sm:right-6 sm:mx-0 sm:max-w-sm";
/** In the page's flow, where it covers nothing. */
const IN_FLOW = "relative mx-auto my-4 w-[calc(100%-2rem)] max-w-3xl shadow-sm";

const TONE: Record<Toast["type"], string> = {
  success: "border-emerald-600",
  error: "border-red-600",
  warning: "border-amber-500",
  info: "border-brand-600",
};

export function ToastBox({ toast, focus, floatsAtMount }: { toast: Toast; focus: boolean; floatsAtMount: boolean }) {
  const [phase, setPhase] = useState<Phase>("shown");
  // A toast rendered with the page (by the server, or hydrated with it) sits in the page's flow
  // where its component stands (under the header, or beside its form): it covers nothing, with or
  // without JavaScript; with it, it fades after its duration but keeps its place, so the page never
  // shifts under the reader. One that appears later (a fetcher's answer, a client-side navigation)
  // floats under the header and fades after its duration (`floatsAtMount`: see toaster.tsx).
  const [floating, setFloating] = useState(floatsAtMount);
  const firstToast = useRef(true);
  const box = useRef<HTMLDivElement>(null);
  const closeId = useId();

  useEffect(() => {
    if (focus) box.current?.focus();
  }, [focus, toast]);

  useEffect(() => {
    const arrivedLater = !firstToast.current;
    firstToast.current = false;
    const floats = floatsAtMount || arrivedLater;
    if (arrivedLater) setFloating(true);
    setPhase("shown");
    const id = claimNewest();
    const hideIfOlder = () => {
      if (newest !== id) setPhase("gone");
    };
    listeners.add(hideIfOlder);
    const fade = setTimeout(() => setPhase("fading"), toast.duration ?? DEFAULT_TOAST_DURATION);
    const remove = setTimeout(
      () => setPhase(floats ? "gone" : "faded"),
      (toast.duration ?? DEFAULT_TOAST_DURATION) + FADE_MS,
    );
    return () => {
      listeners.delete(hideIfOlder);
      clearTimeout(fade);
      clearTimeout(remove);
    };
  }, [toast, floatsAtMount]);

  if (phase === "gone") return null;
  // The live region holds the words alone (what a screen reader announces, as before); the close
  // control sits beside it, outside the region.
  return (
    // A named region, so the close control (outside the live region) is inside a landmark too.
    <section
      aria-label="Notification"
      aria-hidden={phase === "faded" || undefined}
      className={`toast-frame${phase === "faded" ? "invisible" : ""}`}
    >
      <input
        id={closeId}
        type="checkbox"
        className="toast-close-toggle sr-only"
        onChange={() => setPhase("gone")}
        data-testid="toast-close-toggle"
      />
      <div
        className={`toast flex items-start gap-3 rounded-xl border-l-4 bg-white/95 p-3 ring-1 ring-slate-900/10 transition-opacity duration-300 sm:p-4 ${floating ? FLOATING : IN_FLOW} ${TONE[toast.type]} ${phase === "fading" || phase === "faded" ? "opacity-0" : "opacity-100"}`}
        data-floating={floating ? "true" : "false"}
      >
        <div
          ref={box}
          role="status"
          aria-live="polite"
          tabIndex={-1}
          autoFocus={focus || undefined}
          data-toast={toast.type}
          data-duration={toast.duration ?? DEFAULT_TOAST_DURATION}
          className="flex-1"
        >
          <div>
            <p className="font-semibold text-slate-900">{toast.message}</p>
            {toast.description ? <p className="mt-1 text-sm text-slate-700">{toast.description}</p> : null}
          </div>
        </div>
        <label
          htmlFor={closeId}
          className="pointer-events-auto -m-2 flex h-11 w-11 flex-none cursor-pointer items-center justify-center rounded-full text-xl text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          data-testid="toast-close"
        >
          <span aria-hidden="true">×</span>
          <span className="sr-only">Dismiss notification</span>
        </label>
      </div>
    </section>
  );
}
