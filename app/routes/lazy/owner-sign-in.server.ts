export { SignIn } from "./owner-sign-in";
