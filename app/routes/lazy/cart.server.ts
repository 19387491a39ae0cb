export { CartRoute } from "./cart";
