// The server's copy of /owner/sign-in's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { SignIn } from "./owner-sign-in";
