import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.1 A and AA, and axe's best practices: what every page is held to. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * axe's violations on the page as it is now, one line each with up to three of the elements.
 *
 * Legacy mode runs axe once in the page. The default mode runs it in every frame and then again
 * in a new blank page to merge the frames' results: half of the journeys' browser time on axe for
 * pages without frames of their own (a third-party booking calendar, the only frame the site shows,
 * is not ours to check).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
}
