export { EbookGrowthAcceleratorPage } from "./ebook-growth-accelerator";
