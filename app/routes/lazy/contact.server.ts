// The server's copy of /contact's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { ContactPage } from "./contact";
