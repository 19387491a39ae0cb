// The server's copy of /about's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { AboutPage } from "./about";
