// The server's copy of /seller-inquiry's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { SellerInquiryPage } from "./seller-inquiry";
