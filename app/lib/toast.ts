/** A toast as the server sends it: in a flash cookie after a redirect, or in action data. */
export interface Toast {
  type: "success" | "error" | "info" | "warning";
  /** The title line, e.g. "Message Sent!" (remix-toast calls it message). */
  message: string;
  description?: string;
  /** Milliseconds before it fades; DEFAULT_TOAST_DURATION when absent. */
  duration?: number;
}

export const DEFAULT_TOAST_DURATION = 5000;
