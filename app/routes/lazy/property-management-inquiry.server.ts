// The server's copy of /property-management-inquiry's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { PropertyManagementInquiryPage } from "./property-management-inquiry";
