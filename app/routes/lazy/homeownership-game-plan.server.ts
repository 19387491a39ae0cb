// The server's copy of /product/homeownership-game-plan's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { HomeownershipGamePlanPage } from "./homeownership-game-plan";
