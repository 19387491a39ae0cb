export { ContactPage } from "./contact";
