import { createCookieSessionStorage, redirect, type TypedResponse } from "@remix-run/cloudflare";
import { createToastUtilsWithCustomSession } from "remix-toast";
import { LEAD_FORM_IDS, type LeadFormId } from "~/content/lead-forms";
import type { Toast } from "~/content/types";

/**
 * The form a redirect thanks, for its thank-you panel: flashed beside the toast, so the page after
 * a plain post (no JavaScript) shows the panel where the form was. `id` tells one thanks from the
 * next (the browser shows each once).
 */
export interface Thanks {
  form: LeadFormId;
  id: string;
}

const THANKS = "thanks";

function readThanks(value: unknown): Thanks | null {
  if (typeof value !== "object" || value === null) return null;
  const { form, id } = value as Record<string, unknown>;
  return LEAD_FORM_IDS.includes(form as LeadFormId) && typeof id === "string" ? { form: form as LeadFormId, id } : null;
}
import type { Config } from "./config.server";

/** remix-toast over our own signed cookie: its built-in session uses a fixed public secret. */
export function createToastService(config: Config) {
  const storage = createCookieSessionStorage({
    cookie: {
      name: "__toast",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: config.environment === "production",
      secrets: [config.sessionSecret],
    },
  });
  const utils = createToastUtilsWithCustomSession(storage);

  return {
    /** 303 (post/redirect/get) with the toast in a flash cookie; a redirect has no data (never). */
    redirect(url: string, toast: Toast, init?: ResponseInit): Promise<TypedResponse<never>> {
      return utils.redirectWithToast(url, toast, { status: 303, ...init }) as Promise<TypedResponse<never>>;
    },
    /** The same 303 after a saved lead, which also flashes the form to thank (see Thanks). */
    async redirectThanking(url: string, toast: Toast, form: LeadFormId): Promise<TypedResponse<never>> {
      const session = await storage.getSession();
      // remix-toast's own key and shape, so its reader finds the toast.
      session.flash("flash", { toast });
      session.flash(THANKS, { form, id: crypto.randomUUID() } satisfies Thanks);
      const headers = new Headers({ "Set-Cookie": await storage.commitSession(session) });
      return redirect(url, { status: 303, headers }) as TypedResponse<never>;
    },
    /**
     * The flash toast of this request, with the headers that clear it (null when there is none).
     * A read cookie is deleted rather than re-signed empty (as remix-toast would), so the pages
     * after it carry no toast cookie to check.
     */
    async read(request: Request): Promise<{ toast: Toast | null; thanks: Thanks | null; headers: Headers | null }> {
      const cookie = request.headers.get("Cookie");
      if (!cookie?.includes("__toast=")) return { toast: null, thanks: null, headers: null };
      const forget = new Headers({ "Set-Cookie": await storage.destroySession(await storage.getSession()) });
      try {
        const { toast } = await utils.getToast(request);
        const thanks = readThanks((await storage.getSession(cookie)).get(THANKS));
        return { toast: toast ?? null, thanks, headers: forget };
      } catch {
        // Unreadable (not base64, not signed, not a cookie at all): no toast, and the browser forgets it.
        return { toast: null, thanks: null, headers: forget };
      }
    },
  };
}

export type ToastService = ReturnType<typeof createToastService>;
