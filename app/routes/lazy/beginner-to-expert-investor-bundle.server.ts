// The server's copy of /product/beginner-to-expert-investor-bundle's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { BeginnerToExpertInvestorBundlePage } from "./beginner-to-expert-investor-bundle";
