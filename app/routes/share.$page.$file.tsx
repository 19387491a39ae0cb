import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { shareCardAnswer } from "~/services/share/share-card-answer.server";

/** A page's live share card, 1200 × 630 PNG, by its content-hashed address (services/share). */
export const loader = ({ params, context }: LoaderFunctionArgs) => shareCardAnswer(context, params);
