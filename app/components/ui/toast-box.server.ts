// The server's copy of the toast box, rendered in the HTML at once; the browser loads its own copy
// only when a page has a toast (toaster.tsx, docs/decisions/0031).
export { ToastBox } from "./toast-box";
