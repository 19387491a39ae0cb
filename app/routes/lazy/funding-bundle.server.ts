// The server's copy of /product/funding-bundle's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { FundingBundlePage } from "./funding-bundle";
