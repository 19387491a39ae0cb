import { useEffect, useId, useRef, useState } from "react";
import type { Toast } from "~/content/types";

/*
 * Toasts render on the server (role="status"), so a visitor without JavaScript reads them.
 * With JavaScript each fades after its duration, and a newer toast hides older ones: only one
 * is visible at a time.
 *
 * Placement: at the top, just under the sticky header, where no primary action sits (form
 * buttons, the drawer's Checkout and the sticky bars are lower down); and the box lets taps
 * through (pointer-events: none) except on its own close control, so even a button scrolled
 * beneath it still takes the press. The close control is a label for a hidden checkbox: CSS hides
 * the toast when it is checked, so it closes without JavaScript too.
 */

/** How long a toast shows when the server names no duration. */
export const DEFAULT_TOAST_DURATION = 5000;

let newest = 0;
const listeners = new Set<() => void>();

function claimNewest(): number {
  newest += 1;
  for (const listener of listeners) listener();
  return newest;
}

type Phase = "shown" | "fading" | "gone";

const FADE_MS = 300;

const TONE: Record<Toast["type"], string> = {
  success: "border-emerald-600",
  error: "border-red-600",
  warning: "border-amber-500",
  info: "border-brand-600",
};

/**
 * `focus`: the toast is the answer to a refused form with no field to point at (e.g. a 502), so it
 * takes focus: on load without JavaScript (autofocus), when it appears with it (an effect).
 */
export function ToastView({ toast, focus = false }: { toast: Toast | null | undefined; focus?: boolean }) {
  const [phase, setPhase] = useState<Phase>("shown");
  const box = useRef<HTMLDivElement>(null);
  const closeId = useId();

  useEffect(() => {
    if (focus && toast) box.current?.focus();
  }, [focus, toast]);

  useEffect(() => {
    if (!toast) return;
    setPhase("shown");
    const id = claimNewest();
    const hideIfOlder = () => {
      if (newest !== id) setPhase("gone");
    };
    listeners.add(hideIfOlder);
    const fade = setTimeout(() => setPhase("fading"), toast.duration ?? DEFAULT_TOAST_DURATION);
    const remove = setTimeout(() => setPhase("gone"), (toast.duration ?? DEFAULT_TOAST_DURATION) + FADE_MS);
    return () => {
      listeners.delete(hideIfOlder);
      clearTimeout(fade);
      clearTimeout(remove);
    };
  }, [toast]);

  if (!toast || phase === "gone") return null;
  // The live region holds the words alone (what a screen reader announces, as before); the close
  // control sits beside it, outside the region.
  return (
    <div className="toast-frame">
      <input
        id={closeId}
        type="checkbox"
        className="toast-close-toggle sr-only"
        onChange={() => setPhase("gone")}
        data-testid="toast-close-toggle"
      />
      <div
        className={`toast pointer-events-none fixed inset-x-3 top-[4.5rem] z-[60] mx-auto flex max-w-md items-start gap-3 rounded-xl border-l-4 bg-white/95 p-3 shadow-xl ring-1 ring-slate-900/10 backdrop-blur transition-opacity duration-300 sm:left-auto sm:right-6 sm:mx-0 sm:max-w-sm sm:p-4 ${TONE[toast.type]} ${phase === "fading" ? "opacity-0" : "opacity-100"}`}
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
    </div>
  );
}
