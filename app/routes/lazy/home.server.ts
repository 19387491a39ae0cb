// The server's copy of /'s body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { HomePage } from "./home";
