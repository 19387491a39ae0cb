export { HomeownershipGamePlanPage } from "./homeownership-game-plan";
