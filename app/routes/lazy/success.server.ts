export { SuccessPage } from "./success";
