// The server's copy of /success's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { SuccessPage } from "./success";
