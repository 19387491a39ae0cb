import type { OfferBlock } from "~/content/sales/types";
import { OfferPanel } from "./offer-panel";

/** A sales page's one offer, alone and featured under its sections. */
export function FeaturedOffer({ block }: { block: OfferBlock }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
      <OfferPanel block={block} featured />
    </div>
  );
}
