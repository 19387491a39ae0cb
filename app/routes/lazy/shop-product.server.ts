// The server's copy of /product/<id>'s body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { ShopProductPage } from "./shop-product";
