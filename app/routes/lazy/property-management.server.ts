export { PropertyManagementPage } from "./property-management";
