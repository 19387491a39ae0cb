import { createPortal } from "react-dom";
import { ToastView } from "~/components/ui/toaster";
import type { Toast } from "~/content/types";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * A toast from a fetcher's answer, rendered into <body> so that a transformed ancestor (the sliding
 * drawer) does not move it. Fetcher answers only exist with JavaScript.
 */
export function ToastPortal({ toast }: { toast: Toast | null | undefined }) {
  const hydrated = useHydrated();
  if (!hydrated || !toast) return null;
  return createPortal(<ToastView toast={toast} />, document.body);
}
