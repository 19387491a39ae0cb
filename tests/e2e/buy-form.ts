import type { OfferKey } from "../../app/content/offers";
import type { Locator, Page } from "./fixtures";

/**
 * Every buy form of one offer on the page (a long sales page repeats it at the end), found by what
 * it posts, not by its label.
 */
export const buyForms = (page: Page, offer: OfferKey): Locator =>
  page.locator(`form[action="/buy"]:has(input[name="offer"][value="${offer}"])`);

/** The offer's first buy form. */
export const buyForm = (page: Page, offer: OfferKey): Locator => buyForms(page, offer).first();

/** The button of the offer's first buy form. */
export const buyButton = (page: Page, offer: OfferKey): Locator =>
  buyForm(page, offer).locator('button[type="submit"]');
