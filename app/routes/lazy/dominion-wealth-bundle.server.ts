// The server's copy of /product/dominion-wealth-bundle's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { DominionWealthBundlePage } from "./dominion-wealth-bundle";
