import { Scripts } from "@remix-run/react";
import { useEffect } from "react";
import { useNonce } from "./nonce";

const TEMPLATE_ID = "deferred-scripts";

/**
 * Moves Remix's scripts out of the template into the page once the page has loaded and its first
 * contentful paint has been presented (a background tab paints nothing: there, at load). Inserted
 * scripts run (parsed ones inside a template never do) and keep their nonce.
 */
const START = `(()=>{let loaded=0,painted=0,done=0;const start=()=>{if(done||!loaded||!painted)return;done=1;document.body.append(document.importNode(document.getElementById("${TEMPLATE_ID}").content,!0))};const paint=()=>{painted=1;start()};if(document.visibilityState==="hidden"||!PerformanceObserver.supportedEntryTypes?.includes("paint"))paint();else new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();paint()}}).observe({type:"paint",buffered:!0});const load=()=>{loaded=1;start()};if(document.readyState==="complete")load();else addEventListener("load",load)})()`;

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
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: START }} />
    </>
  );
}
