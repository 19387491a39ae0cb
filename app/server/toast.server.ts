import { createCookieSessionStorage, type TypedResponse } from "@remix-run/cloudflare";
import { createToastUtilsWithCustomSession } from "remix-toast";
import type { Toast } from "~/content/types";
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
    /**
     * The flash toast of this request, with the headers that clear it (null when there is none).
     * A read cookie is deleted rather than re-signed empty (as remix-toast would), so the pages
     * after it carry no toast cookie to check.
     */
    async read(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
      if (!request.headers.get("Cookie")?.includes("__toast=")) return { toast: null, headers: null };
      const forget = new Headers({ "Set-Cookie": await storage.destroySession(await storage.getSession()) });
      try {
        const { toast } = await utils.getToast(request);
        return { toast: toast ?? null, headers: forget };
      } catch {
        // Unreadable (not base64, not signed, not a cookie at all): no toast, and the browser forgets it.
        return { toast: null, headers: forget };
      }
    },
  };
}

export type ToastService = ReturnType<typeof createToastService>;
