export { DominionWealthBundlePage } from "./dominion-wealth-bundle";
