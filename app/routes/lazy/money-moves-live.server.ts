// The server's copy of /money-moves-live's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { MoneyMovesLivePage } from "./money-moves-live";
