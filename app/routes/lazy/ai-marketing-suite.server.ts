export { AiMarketingSuitePage } from "./ai-marketing-suite";
