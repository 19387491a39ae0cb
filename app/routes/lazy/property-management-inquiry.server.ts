export { PropertyManagementInquiryPage } from "./property-management-inquiry";
