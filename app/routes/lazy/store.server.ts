// The server's copy of /store's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { ShopPage } from "./store";
