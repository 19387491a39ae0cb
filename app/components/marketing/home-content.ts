import type { SerializeFrom } from "@remix-run/cloudflare";
import type { homePage } from "~/content/home";

/** The home page's content as its loader sends it (JSON): what the home sections take. */
export type HomePageContent = SerializeFrom<typeof homePage>;
