import type { PurchaseView } from "./orders";

/**
 * Which thank-you /success shows: confirmed only for a verified paid purchase, received for a
 * verified one in another state, neutral when nothing was verified. `digital`: the purchase has
 * downloads or is a plan, so its words may speak of access and resources.
 */
export function successWording(purchase: Pick<PurchaseView, "status" | "files" | "subscription"> | null): {
  variant: "confirmed" | "received" | "neutral";
  digital: boolean;
} {
  if (!purchase) return { variant: "neutral", digital: false };
  return {
    variant: purchase.status === "paid" ? "confirmed" : "received",
    digital: purchase.status === "paid" && (purchase.files.length > 0 || purchase.subscription),
  };
}
