export { ShopProductPage } from "./shop-product";
