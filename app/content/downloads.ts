import type { OfferKey } from "./offers";

/**
 * The files each offer delivers: the key of the object in the R2 bucket DOWNLOADS and the name the
 * buyer's browser saves it as. Every one-time digital offer delivers at least one file; the monthly
 * plans deliver a service, not files. These are the defaults: the owner uploads, replaces, renames
 * and removes an offer's files on /owner/site/offers, and hers then replace this list for that offer.
 */

export interface DownloadFile {
  /** The last part of the download URL; also the object key in R2 unless `object` says another. */
  key: string;
  /** What the buyer sees and saves. */
  name: string;
  /** The object in R2 when it is not `key` (a file the owner uploaded from /owner/site/offers). */
  object?: string;
}

const file = (key: string, name: string): DownloadFile => ({ key, name });

const personalCredit = file("personal-credit-ebook.pdf", "Personal Credit Ebook.pdf");
const businessCredit = file("business-credit-ebook.pdf", "Business Credit Ebook.pdf");
const homeownership = file("homeownership-game-plan.pdf", "90-Day Homeownership Game Plan.pdf");

export const offerFiles: Record<OfferKey, readonly DownloadFile[]> = {
  "ai-playbook": [file("ai-playbook.pdf", "AI Playbook.pdf")],
  starter: [],
  growth: [],
  elite: [],
  accelerator: [file("ebook-growth-accelerator.pdf", "E-Book Growth Accelerator.pdf")],
  vip: [
    file("ebook-growth-accelerator.pdf", "E-Book Growth Accelerator.pdf"),
    file("vip-ebook-upgrade.pdf", "VIP Ebook Upgrade.pdf"),
  ],
  "biz-registration-bundle": [file("biz-registration-bundle.pdf", "Biz Registration Bundle.pdf")],
  "business-toolkit": [file("business-launch-digital-toolkit.pdf", "Business Launch Digital Toolkit.pdf")],
  "coaching-accelerator": [
    file("business-launch-digital-toolkit.pdf", "Business Launch Digital Toolkit.pdf"),
    file("coaching-accelerator-workbook.pdf", "Coaching Accelerator Workbook.pdf"),
  ],
  "personal-credit-ebook": [personalCredit],
  "business-credit-ebook": [businessCredit],
  "funding-bundle": [personalCredit, businessCredit],
  "investor-bundle": [file("investor-bundle.pdf", "Beginner to Expert Investor Bundle.pdf")],
  "homeownership-game-plan": [homeownership],
  "dominion-wealth-bundle": [
    personalCredit,
    homeownership,
    file("dominion-wealth-bonuses.pdf", "Dominion Wealth Bonuses.pdf"),
  ],
  "property-management-playbook": [file("property-management-playbook.pdf", "Property Management Playbook.pdf")],
};

/**
 * The free E-Book Launch Blueprint (/product/ebook-growth-accelerator's form): its email's button
 * confirms the address on the email list and downloads this file, for DOWNLOAD_DAYS after it was sent.
 */
export const blueprintFile = file("ebook-launch-blueprint.pdf", "E-Book Launch Blueprint.pdf");

/** How long a purchase's download links work (and the free blueprint's email). */
export const DOWNLOAD_DAYS = 30;
