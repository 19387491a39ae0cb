// The server's copy of /email-list's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { EmailListPage } from "./email-list";
