// The server's copy of a made product's sales page, rendered in the HTML at once; the browser
// loads its own copy only on such a page (app/routes/product.$id.tsx, docs/decisions/0030).
export { ProductSalesPage } from "./product-sales-page";
