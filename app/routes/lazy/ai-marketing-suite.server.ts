// The server's copy of /product/ai-marketing-suite's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { AiMarketingSuitePage } from "./ai-marketing-suite";
