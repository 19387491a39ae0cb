export { BizRegistrationBundlePage } from "./biz-registration-bundle";
