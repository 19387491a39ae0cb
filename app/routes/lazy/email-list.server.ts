export { EmailListPage } from "./email-list";
