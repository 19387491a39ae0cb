export { BusinessLaunchAcceleratorPage } from "./business-launch-accelerator";
