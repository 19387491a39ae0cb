// The server's copy of /buyer-inquiry's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { BuyerInquiryPage } from "./buyer-inquiry";
