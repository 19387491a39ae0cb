import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { ConfigError, readConfig, type Env } from "./config.server";
import * as clock from "~/lib/clock";
import {
  applySecurityHeaders,
  withHeaders,
  contentSecurityPolicy,
  createNonce,
  formActionUrls,
  isCrossSitePost,
  isWebhook,
} from "./security.server";
import { createServices } from "./request-context.server";
import { createKeptMemory, platformCache, type CacheApi, type KeptMemory } from "~/services/cache/kept.server";
import { isStaticFilePath, STATIC_FILE_CSP, staticCacheControl } from "~/lib/static-files";
import { PHOTO_MAX_BYTES } from "~/lib/image-type";
import { DOWNLOAD_MAX_BYTES } from "~/lib/download-type";
import { countedVisit } from "~/lib/page-counts";
import { isBookingPath } from "~/lib/booking";
import { createD1PageCounts, createPageTally } from "~/services/counts/page-counts.server";
import { ownerArea } from "~/services/owner/owner-area.server";
import type { AppLoadContext } from "@remix-run/cloudflare";

/** Form bodies are small; anything larger is refused before Remix parses it. */
export const MAX_BODY_BYTES = 64 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The owner's photo form carries a picture of at most PHOTO_MAX_BYTES (app/lib/image-type.ts) and
 * its text fields; it alone may be that large. A post up to 5 MB over that is still read, so the
 * form's action refuses the photo beside its field with everything else she typed kept. A larger
 * post is not read: it reaches the action as an empty post marked `bodyTooLarge`, which answers
 * beside the field (with JavaScript a bare 413 would be the error page; her browser checks the size
 * before it sends, so only a page without JavaScript meets it).
 */
const PHOTO_FORM_PATH = "/owner/site/profile";
export const MAX_PHOTO_FORM_BYTES = PHOTO_MAX_BYTES + 5 * 1024 * 1024;

/**
 * The offers page takes the files buyers download (up to DOWNLOAD_MAX_BYTES, app/lib/download-type.ts).
 * Its posts are never buffered here: a post that says it is larger is emptied unread (the action
 * answers 413 beside the field), a smaller one goes to the action as a counted stream, which reads
 * it only after checking the owner is signed in at aal2, so no one else can make the Worker take in
 * more than a form.
 */
const FILES_FORM_PATH = "/owner/site/offers";
/** Her products' pages take the same files, and a cover with a new product (/owner/products/new, /owner/products/{slug}). */
const isFilesForm = (path: string) => path === FILES_FORM_PATH || /^\/owner\/products\/[^/]+$/.test(path);
export const MAX_FILES_FORM_BYTES = DOWNLOAD_MAX_BYTES + 64 * 1024;

/** A body that errors once it brings more than `limit` bytes (a Content-Length that lied). */
function counted(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let total = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > limit) controller.error(new Error("The form is larger than it said."));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/** Stripe's events are JSON and can be larger than a form (a session with its line items). */
export const MAX_WEBHOOK_BYTES = 512 * 1024;

function plain(status: number, message: string, headers?: Record<string, string>): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });
}

/**
 * The body's bytes, counted as they arrive: null as soon as there are more than `limit`, and the
 * rest is never read (a chunked body has no Content-Length to trust).
 */
async function readWithin(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The webhook's body is read raw by its route (the signature covers the exact bytes); only its size is checked. */
async function checkWebhookBody(request: Request): Promise<Request | Response> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_WEBHOOK_BYTES) return plain(413, "The event is too large.");
  const body = await readWithin(request.body, MAX_WEBHOOK_BYTES);
  if (body === null) return plain(413, "The event is too large.");
  return new Request(request, { body });
}

/** The photo or files form's post over its limit, its body dropped unread (its cookies and origin kept). */
const TOO_LARGE = new WeakSet<Request>();

function emptiedPost(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("Content-Length");
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  const emptied = new Request(request.url, { method: "POST", headers, body: "" });
  TOO_LARGE.add(emptied);
  return emptied;
}

/**
 * The most a post to her area may carry before the sender must be signed in (sign-in, sign-up and
 * recovery forms are far smaller): a larger one, or one that does not say its length, waits for the
 * session check, so a stranger's 2 MB multipart post costs a cookie check, not its parsing.
 */
export const OWNER_ANONYMOUS_BODY_BYTES = 8 * 1024;

const isOwnerPost = (request: Request) => {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const { pathname } = new URL(request.url);
  return pathname === "/owner" || pathname.startsWith("/owner/");
};

/**
 * A post to her area whose body is over OWNER_ANONYMOUS_BODY_BYTES: `large` true, and `request` with
 * its body still to be read in full. A body that does not declare its length is read up to the limit
 * to find out (the part read is handed on in front of the rest).
 */
async function ownerPostSize(request: Request): Promise<{ large: boolean; request: Request }> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null) return { large: !(Number(declared) <= OWNER_ANONYMOUS_BODY_BYTES), request };
  if (!request.body) return { large: false, request };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let done = false;
  while (total <= OWNER_ANONYMOUS_BODY_BYTES) {
    const next = await reader.read();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    total += next.value.byteLength;
  }
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = chunks.shift();
      if (chunk) return controller.enqueue(chunk);
      const next = done ? { done: true as const } : await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { large: !done, request: new Request(request, { body, duplex: "half" } as RequestInit) };
}

/** The answer to a large post to her area without a session, as her pages answer: sign in first. */
function signInFirst(request: Request): Response {
  const url = new URL(request.url);
  const back = encodeURIComponent(`${url.pathname}${url.search}`);
  return new Response(null, { status: 302, headers: { Location: `/owner/sign-in?redirectTo=${back}` } });
}

/** Refuses bodies that are not forms or are too large; returns the request with its body read. */
async function checkBody(request: Request): Promise<Request | Response> {
  if (request.method === "GET" || request.method === "HEAD") return request;
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return plain(415, "Unsupported content type: please submit the form.");
  const path = new URL(request.url).pathname;
  if (isFilesForm(path)) {
    const length = request.headers.get("Content-Length");
    const declared = length === null ? MAX_FILES_FORM_BYTES : Number(length);
    if (!(declared <= MAX_FILES_FORM_BYTES)) return emptiedPost(request);
    if (!request.body) return request;
    return new Request(request, {
      // A chunked body (no Content-Length) is stopped at the limit instead.
      body: counted(request.body, declared),
      duplex: "half",
    } as RequestInit);
  }
  const photo = path === PHOTO_FORM_PATH;
  const limit = photo ? MAX_PHOTO_FORM_BYTES : MAX_BODY_BYTES;
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  const body = declared > limit ? null : await readWithin(request.body, limit);
  if (body === null) return photo ? emptiedPost(request) : plain(413, "The form is too large.");
  const checked = new Request(request, { body });
  try {
    // A body that claims to be a form but cannot be read as one (a broken multipart boundary).
    await checked.clone().formData();
  } catch {
    return plain(400, "The form could not be read. Please go back and submit it again.");
  }
  return checked;
}

export interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchHandlerOptions {
  /** The cache for shop answers and Stripe prices; defaults to the platform's (caches.default), none in Node. */
  shopCache?: CacheApi | null;
  /** Every value kept between requests (services/cache); defaults to one per handler (an isolate's). */
  kept?: KeptMemory;
}

/**
 * The asset server redirects a path to its percent-encoded form (`/build/routes/product.$id-….js`
 * to `…product.%24id-….js`); the browser asked for that very file, so it is fetched here rather
 * than costing the visitor a round trip per route module.
 */
async function sameFileRedirectFollowed(
  assets: NonNullable<Env["ASSETS"]>,
  request: Request,
  file: Response,
): Promise<Response> {
  const location = file.headers.get("Location");
  if (file.status < 300 || file.status >= 400 || !location) return file;
  const target = new URL(location, request.url);
  const asked = new URL(request.url);
  if (target.origin !== asked.origin || decodeURIComponent(target.pathname) !== decodeURIComponent(asked.pathname)) {
    return file;
  }
  return assets.fetch(new Request(target, request));
}

/**
 * A file of public/ from the ASSETS binding, with its caching and security headers; null when
 * there is no such file (the site's designed 404 page answers instead).
 */
async function staticFile(request: Request, assets: Env["ASSETS"], production: boolean): Promise<Response | null> {
  if (!assets || (request.method !== "GET" && request.method !== "HEAD")) return null;
  const { pathname } = new URL(request.url);
  if (!isStaticFilePath(pathname)) return null;
  const file = await sameFileRedirectFollowed(assets, request, await assets.fetch(request));
  if (file.status === 404) return null;
  return applySecurityHeaders(
    withHeaders(file, file.ok ? { "Cache-Control": staticCacheControl(pathname) } : {}),
    STATIC_FILE_CSP,
    production,
  );
}

/** The whole request pipeline, shared by the Worker (app/server/worker.ts) and the integration tests. */
export function createFetchHandler(build: ServerBuild, options: FetchHandlerOptions = {}) {
  const handleRemix = createRequestHandler(build, build.mode);
  const kept = options.kept ?? createKeptMemory();

  return async function handle(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    let config;
    try {
      config = readConfig(env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      console.error(error.message);
      return plain(500, error.message);
    }
    clock.setClockOffset(config.clockOffsetMs);
    const production = config.environment === "production";
    const file = await staticFile(request, env.ASSETS, production);
    if (file) return file;
    const nonce = createNonce();
    /** The page's policy; frames from the booking calendar's origin on the booking page only. */
    const policy = (schedulingUrl: string | null) =>
      contentSecurityPolicy({
        nonce,
        production,
        frameUrls: [schedulingUrl],
        formActionUrls: formActionUrls(config),
      });
    const csp = policy(null);

    // Stripe's and Resend's webhooks are the posts that are JSON and come from no browser; their
    // signature is their guard (and, unlike the form actions, no rate limit: they retry in bursts).
    const webhook = isWebhook(request);
    if (!webhook && isCrossSitePost(request)) {
      return applySecurityHeaders(plain(403, "Forbidden: forms can only be posted from this site."), csp, production);
    }
    const cf = ((request as { cf?: Record<string, unknown> }).cf ?? {}) as { timezone?: string };
    const waitUntil = (promise: Promise<unknown>) => ctx.waitUntil(promise);
    const shopCache = options.shopCache !== undefined ? options.shopCache : platformCache();
    const counts = createPageTally(config.d1 ? createD1PageCounts(config.d1) : null);
    const services = createServices(config, { cache: shopCache, kept, waitUntil }, counts);
    const context: AppLoadContext = { env, config, services, cspNonce: nonce, bodyTooLarge: false, cf, waitUntil };

    // A large post to her area is read only once she is known to be signed in: no stranger's body
    // is read or parsed there (the route checks the level again, through the same area).
    let posted = request;
    if (!webhook && isOwnerPost(request)) {
      const size = await ownerPostSize(request);
      posted = size.request;
      if (size.large && !(await ownerArea({ request, context }).auth.current())) {
        await posted.body?.cancel().catch(() => {});
        return applySecurityHeaders(privateAnswers(request, signInFirst(request)), csp, production);
      }
    }
    const checked = webhook ? await checkWebhookBody(request) : await checkBody(posted);
    if (checked instanceof Response) return applySecurityHeaders(checked, csp, production);
    context.bodyTooLarge = TOO_LARGE.has(checked);

    const response = await handleRemix(checked, context);
    const visited = countedVisit(request, response.status, response.headers.get("Content-Type"), counts.routePage);
    if (visited) counts.count("visit", visited);
    // After the answer: the visitor never waits for a count, and a failed one is dropped.
    waitUntil(counts.flush());
    // Her saved calendar (the page's loader read the same cached values), else SCHEDULING_URL.
    const answerCsp = isBookingPath(new URL(request.url).pathname)
      ? policy((await services.site.overrides()).booking?.schedulingUrl ?? config.schedulingUrl)
      : csp;
    return applySecurityHeaders(privateAnswers(request, response), answerCsp, production);
  };
}

/** Pages that show one visitor's own things: the cart, a purchase, a checkout handed over. */
const PERSONAL_PATHS = new Set(["/cart", "/success", "/buy"]);

/**
 * Answers never kept by a shared cache, nor by the browser's: every /owner answer (pages,
 * redirects, errors, the CSV; never indexed either), and those that may echo one visitor's
 * personal data: the answer to any post (a refused lead form repeats name, email and phone), the
 * personal pages above, and any answer that sets a cookie (a cart, a toast).
 */
function privateAnswers(request: Request, response: Response): Response {
  const { pathname } = new URL(request.url);
  if (pathname === "/owner" || pathname.startsWith("/owner/")) {
    return withHeaders(response, { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
  }
  const posted = request.method !== "GET" && request.method !== "HEAD";
  if (!posted && !PERSONAL_PATHS.has(pathname) && !response.headers.has("Set-Cookie")) return response;
  return withHeaders(response, { "Cache-Control": "private, no-store" });
}
