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
    /** The flash toast of this request, with the headers that clear it (null when there is none). */
    async read(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
      if (!request.headers.get("Cookie")?.includes("__toast=")) return { toast: null, headers: null };
      const { toast, headers } = await utils.getToast(request);
      return { toast: toast ?? null, headers };
    },
  };
}

export type ToastService = ReturnType<typeof createToastService>;
