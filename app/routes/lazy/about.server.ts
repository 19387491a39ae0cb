export { AboutPage } from "./about";
