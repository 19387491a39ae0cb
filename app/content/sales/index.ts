import type { OfferKey } from "~/content/offers";
import { aiMarketingSuitePage } from "./ai-marketing-suite";
import { investorBundlePage } from "./beginner-to-expert-investor-bundle";
import { bizRegistrationBundlePage } from "./biz-registration-bundle";
import { businessLaunchAcceleratorPage } from "./business-launch-accelerator";
import { dominionWealthBundlePage } from "./dominion-wealth-bundle";
import { ebookGrowthAcceleratorPage } from "./ebook-growth-accelerator";
import { fundingBundlePage } from "./funding-bundle";
import { homeownershipGamePlanPage } from "./homeownership-game-plan";
import { propertyManagementPlaybookPage } from "./property-management-playbook";
import type { SalesPageBase } from "./types";

export interface SalesPageSummary {
  path: string;
  title: string;
  /** Every offer the page has a buy button for. */
  offers: readonly OfferKey[];
  page: SalesPageBase;
}

/** The nine sales pages and what each sells; tests and the offers' `page` field agree with this. */
export const salesPages: readonly SalesPageSummary[] = [
  summary(
    businessLaunchAcceleratorPage,
    businessLaunchAcceleratorPage.offerBlocks.map((b) => b.offer),
  ),
  summary(
    fundingBundlePage,
    [...fundingBundlePage.ebooks, fundingBundlePage.bundle].map((b) => b.offer),
  ),
  summary(bizRegistrationBundlePage, [bizRegistrationBundlePage.offer.offer]),
  summary(aiMarketingSuitePage, [
    aiMarketingSuitePage.playbook.offer,
    ...aiMarketingSuitePage.doneForYou.tiers.map((t) => t.offer),
  ]),
  summary(
    ebookGrowthAcceleratorPage,
    ebookGrowthAcceleratorPage.cards.flatMap((c) => (c.offer ? [c.offer] : [])),
  ),
  summary(investorBundlePage, [investorBundlePage.offer.offer]),
  summary(homeownershipGamePlanPage, [homeownershipGamePlanPage.offer.offer]),
  summary(dominionWealthBundlePage, [dominionWealthBundlePage.offer]),
  summary(propertyManagementPlaybookPage, [propertyManagementPlaybookPage.offer.offer]),
];

function summary(page: SalesPageBase, offers: OfferKey[]): SalesPageSummary {
  return { path: page.path, title: page.hero.title, offers, page };
}
