/**
 * Server-only half of <DeferredScripts>: the inline starter runs once, from the server's HTML, so
 * the browser's bundle does not carry it (a `.server` module is empty in the browser build).
 */

/**
 * Moves Remix's scripts out of the template into the page once the page has loaded and its first
 * contentful paint has been presented (a background tab paints nothing: there, at load). Inserted
 * scripts run (parsed ones inside a template never do) and keep their nonce.
 */
export const deferredScriptsStart = (templateId: string) =>
  `(()=>{let loaded=0,painted=0,done=0;const start=()=>{if(done||!loaded||!painted)return;done=1;document.body.append(document.importNode(document.getElementById("${templateId}").content,!0))};const paint=()=>{painted=1;start()};if(document.visibilityState==="hidden"||!PerformanceObserver.supportedEntryTypes?.includes("paint"))paint();else new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();paint()}}).observe({type:"paint",buffered:!0});const load=()=>{loaded=1;start()};if(document.readyState==="complete")load();else addEventListener("load",load)})()`;
