export { FundingBundlePage } from "./funding-bundle";
