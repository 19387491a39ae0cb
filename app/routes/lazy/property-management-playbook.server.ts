// The server's copy of /product/property-management-playbook's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { PropertyManagementPlaybookPage } from "./property-management-playbook";
