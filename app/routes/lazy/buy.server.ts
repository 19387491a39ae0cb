// The server's copy of /buy's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { BuyPage } from "./buy";
