import { Scripts } from "@remix-run/react";
import { useEffect } from "react";
import { deferredScriptsStart } from "./deferred-scripts.server";
import { useNonce } from "./nonce";

const TEMPLATE_ID = "deferred-scripts";

/**
 * Remix's <Scripts>, loaded after the first paint instead of as high-priority modulepreloads that
 * compete with the HTML and CSS (docs/decisions/0004-scripts-after-first-paint.md). The server
 * renders them into an inert <template>; the browser hydrates without rendering them again.
 */
export function DeferredScripts() {
  const nonce = useNonce();
  // The page is now the JavaScript one: end-to-end tests wait for this before a JS-only check.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <>
      {typeof document === "undefined" ? (
        <template id={TEMPLATE_ID}>
          <Scripts nonce={nonce} />
        </template>
      ) : (
        // The parsed template's content is not its children: nothing for React to hydrate in it.
        <template id={TEMPLATE_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
      )}
      {/* The starter has run by the time the page hydrates; the browser's copy renders it empty. */}
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: typeof document === "undefined" ? deferredScriptsStart(TEMPLATE_ID) : "" }}
      />
    </>
  );
}
