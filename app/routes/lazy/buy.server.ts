export { BuyPage } from "./buy";
