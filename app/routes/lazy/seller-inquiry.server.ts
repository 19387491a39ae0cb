export { SellerInquiryPage } from "./seller-inquiry";
