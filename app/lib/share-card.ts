import { offerStatusWords } from "~/content/offers";
import { keptPerKey } from "./kept";

/**
 * A page's live share card (issue 51): what it shows, and the address that names it. The address
 * carries a hash of everything the card shows, so a link preview fetches a new image exactly when
 * the card would look different, and an old address can be told apart from the current one.
 */

export type ShareCardStatus = "on-sale" | "sold-out" | "coming-soon";

/** Everything a share card shows; a change to any of these is a new card. */
export interface ShareCardInputs {
  /** The page the card belongs to, as a path ("/", "/money-moves-live", "/product/x"). */
  page: string;
  title: string;
  ownerName: string;
  /** The stored web-size photo's key, when she has one. */
  photoKey?: string;
  /** An offer's price as shown ("$49"). */
  price?: string;
  /** An offer that does not sell now shows its status word ("Sold out", "Coming soon") in place of its price. */
  status?: ShareCardStatus;
  /** The next session's words (see event-facts), on /money-moves-live. */
  nextSession?: string;
}

/** "/product/funding-bundle" → "product-funding-bundle", "/" → "home": the card's page key. */
export function sharePageKey(page: string): string {
  const key = page
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return key || "home";
}

/** The line under the title: the price (or, when it does not sell now, its status word) and the next session. */
export function shareCardDetail(inputs: ShareCardInputs): string {
  if (inputs.status === "sold-out" || inputs.status === "coming-soon") return offerStatusWords[inputs.status].badge;
  return [inputs.price, inputs.nextSession].filter((part): part is string => !!part).join(" · ");
}

/** The card's text, top to bottom: a sold-out offer's card drops its price. */
export function shareCardLines(inputs: ShareCardInputs): string[] {
  return [inputs.title, shareCardDetail(inputs), inputs.ownerName].filter((line) => line.trim() !== "");
}

/**
 * The look of the cards (app/lib/share-card-layout.ts): part of every hash, so a change to the
 * layout gives every page a new address and the stored cards of the old look are never served.
 */
export const SHARE_CARD_DESIGN = 1;

/** The hash of a card's canonical text, kept per text: every page view names its card. */
const digestOf = keptPerKey(500, async (canonical: string): Promise<string> => {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical));
  return Array.from(new Uint8Array(digest).slice(0, 8), (byte) => byte.toString(16).padStart(2, "0")).join("");
});

/** A short SHA-256 of the card's inputs, in a fixed field order so equal cards hash alike. */
export function shareCardHash(inputs: ShareCardInputs): Promise<string> {
  return digestOf(
    JSON.stringify([
      SHARE_CARD_DESIGN,
      inputs.page,
      inputs.title,
      inputs.ownerName,
      inputs.photoKey ?? "",
      inputs.status === "sold-out" || inputs.status === "coming-soon" ? "" : (inputs.price ?? ""),
      inputs.status ?? "",
      inputs.nextSession ?? "",
    ]),
  );
}

/** The card's address: `/share/<page-key>/<hash>.png`. */
export async function shareCardPath(inputs: ShareCardInputs): Promise<string> {
  return `/share/${sharePageKey(inputs.page)}/${await shareCardHash(inputs)}.png`;
}

/** The R2 key a drawn card is stored under (DOWNLOADS bucket); one per hash, never rewritten. */
export function shareCardObjectKey(hash: string): string {
  return `share/${hash}.png`;
}

/** Reads `/share/<page-key>/<hash>.png`'s parts, or undefined for any other shape. */
export function parseShareCardPath(
  pageKey: string | undefined,
  file: string | undefined,
): { pageKey: string; hash: string } | undefined {
  const hash = /^([0-9a-f]{16})\.png$/.exec(file ?? "")?.[1];
  if (!pageKey || !/^[a-z0-9-]{1,80}$/.test(pageKey) || !hash) return undefined;
  return { pageKey, hash };
}
