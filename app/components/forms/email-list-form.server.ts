// The server's copy of the footer's email form, rendered in the HTML at once; the browser loads
// its own copy when the visitor reaches for the form (root.tsx, docs/decisions/0033).
export { EmailListForm } from "./email-list-form";
