// The server's copy of /product/biz-registration-bundle's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { BizRegistrationBundlePage } from "./biz-registration-bundle";
