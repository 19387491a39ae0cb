import { expect, test, type Page } from "./fixtures";
import { offers, type OfferKey } from "../../app/content/offers";
import { exclusive, SITE_WIDE } from "./exclusive";
import { signedInOwner, toast } from "./owner-account";

/**
 * The owner changes a sales page's headline, what is inside, who it is for, a question's answer and
 * the value on its offer's card of /owner/site/offers, and the page shows them; her words are emptied again however the journey
 * ends. Each project takes a page of its own, under the site-wide lock (it changes site content).
 */

const OFFER_OF_PROJECT: Record<string, OfferKey> = {
  js: "homeownership-game-plan",
  "no-js": "property-management-playbook",
};

interface Words {
  headline: string;
  faq: string;
  inside: string;
  forWhom: string;
  value: string;
}

const EMPTY: Words = { headline: "", faq: "", inside: "", forWhom: "", value: "" };

/** Types her words on the offer's card and saves it, as she does. */
async function saveWords(page: Page, offer: OfferKey, words: Words): Promise<void> {
  await page.goto("/owner/site/offers");
  const card = page.getByRole("region", { name: offers[offer].name, exact: true });
  await card.getByLabel("Sales page headline (optional)").fill(words.headline);
  await card.getByLabel("What's inside (optional)").fill(words.inside);
  await card.getByLabel("Who it is for (optional)").fill(words.forWhom);
  await card.getByLabel("Questions and answers (optional)").fill(words.faq);
  await card.getByLabel("The value, in your words (optional)").fill(words.value);
  await card.getByRole("button", { name: "Save this offer" }).click();
  await expect(toast(page, `${offers[offer].name} saved`)).toBeVisible();
}

test("she changes a sales page's headline, what is inside, who it is for, a question and the value, and the page shows them", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const offer = OFFER_OF_PROJECT[project];
  await signedInOwner(page, project, "sales-words");
  await exclusive(SITE_WIDE, async () => {
    try {
      await saveWords(page, offer, {
        headline: `Her own headline (${project})`,
        faq: "Q: Is this for beginners?\nA: Yes: her own answer, step by step.",
        inside: "- Her first lesson\n- Her **planner**",
        forWhom: "Renters ready to own, in her words.",
        value: "Worth a year of rent to the families she coaches.",
      });
      await page.goto(offers[offer].page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Her own headline (${project})`);
      const faq = page.getByTestId("sales-faq");
      await expect(faq).toContainText("Is this for beginners?");
      await expect(faq.locator("details")).toHaveCount(1);
      await faq.getByText("Is this for beginners?").click();
      await expect(faq).toContainText("Yes: her own answer, step by step.");
      const inside = page.getByTestId("sales-inside");
      await expect(inside.getByRole("listitem")).toHaveText(["Her first lesson", "Her planner"]);
      await expect(page.getByRole("region", { name: "Who it is for" })).toContainText(
        "Renters ready to own, in her words.",
      );
      await expect(page.getByRole("region", { name: "The value" })).toContainText(
        "Worth a year of rent to the families she coaches.",
      );
    } finally {
      await saveWords(page, offer, EMPTY);
    }
  });
});
