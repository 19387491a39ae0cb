// Not a route (a folder without route.tsx): the browser's copy of a made product's sales page,
// which /product/<id> loads only on such a page (docs/decisions/0030). It names the root as every
// route does (pageMeta), so esbuild sees it reach the root's modules as the routes do and keeps
// them in the chunks every page already loads instead of splitting them.
export { ProductSalesPage } from "~/components/marketing/product-sales-page";
export { pageMeta } from "~/root";
