export { BeginnerToExpertInvestorBundlePage } from "./beginner-to-expert-investor-bundle";
