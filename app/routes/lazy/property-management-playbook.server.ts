export { PropertyManagementPlaybookPage } from "./property-management-playbook";
