export { ShopPage } from "./store";
