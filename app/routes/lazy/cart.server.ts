// The server's copy of /cart's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { CartRoute } from "./cart";
