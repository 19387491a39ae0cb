import { expect, test, type Page } from "./fixtures";
import { offers, type OfferKey } from "../../app/content/offers";
import { exclusive, SITE_WIDE } from "./exclusive";
import { signedInOwner, toast } from "./owner-account";

/**
 * The owner changes a sales page's headline and a question's answer on its offer's card of
 * /owner/site/offers, and the page shows them; her words are emptied again however the journey
 * ends. Each project takes a page of its own, under the site-wide lock (it changes site content).
 */

const OFFER_OF_PROJECT: Record<string, OfferKey> = {
  js: "homeownership-game-plan",
  "no-js": "property-management-playbook",
};

/** Types her words on the offer's card and saves it, as she does. */
async function saveWords(page: Page, offer: OfferKey, headline: string, faq: string): Promise<void> {
  await page.goto("/owner/site/offers");
  const card = page.getByRole("region", { name: offers[offer].name, exact: true });
  await card.getByLabel("Sales page headline (optional)").fill(headline);
  await card.getByLabel("Questions and answers (optional)").fill(faq);
  await card.getByRole("button", { name: "Save this offer" }).click();
  await expect(toast(page, `${offers[offer].name} saved`)).toBeVisible();
}

test("she changes a sales page's headline and a question's answer, and the page shows them", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const offer = OFFER_OF_PROJECT[project];
  await signedInOwner(page, project, "sales-words");
  await exclusive(SITE_WIDE, async () => {
    try {
      await saveWords(
        page,
        offer,
        `Her own headline (${project})`,
        "Q: Is this for beginners?\nA: Yes: her own answer, step by step.",
      );
      await page.goto(offers[offer].page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Her own headline (${project})`);
      const faq = page.getByTestId("sales-faq");
      await expect(faq).toContainText("Is this for beginners?");
      await expect(faq.locator("details")).toHaveCount(1);
      await faq.getByText("Is this for beginners?").click();
      await expect(faq).toContainText("Yes: her own answer, step by step.");
    } finally {
      await saveWords(page, offer, "", "");
    }
  });
});
