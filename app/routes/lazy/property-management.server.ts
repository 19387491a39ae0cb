// The server's copy of /property-management's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { PropertyManagementPage } from "./property-management";
