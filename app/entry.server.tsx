import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { NonceProvider } from "~/components/ui/nonce";

/**
 * Renders the whole document to one string (docs/decisions/0005-render-to-a-string.md): no page
 * suspends, so a stream would send the same bytes at the same moment, at a higher CPU cost. A
 * render that throws is caught by Remix, which renders the error boundary instead (status 500).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const html = renderToString(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}
