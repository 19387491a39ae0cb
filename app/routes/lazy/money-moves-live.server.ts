export { MoneyMovesLivePage } from "./money-moves-live";
