export { HomePage } from "./home";
