export { BuyerInquiryPage } from "./buyer-inquiry";
