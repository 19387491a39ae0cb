// The server's copy of /product/ebook-growth-accelerator's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { EbookGrowthAcceleratorPage } from "./ebook-growth-accelerator";
