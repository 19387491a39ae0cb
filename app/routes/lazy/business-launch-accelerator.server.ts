// The server's copy of /product/business-launch-accelerator's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { BusinessLaunchAcceleratorPage } from "./business-launch-accelerator";
