import type { Locator, Page } from "@playwright/test";

/**
 * Targets on the page, as it is laid out now, that a finger cannot reliably hit: a primary action
 * (a button-styled link or button, the cart, the menu toggle, a tab) under 44 × 44 px, or any other
 * link, button or field under WCAG 2.5.8's 24 × 24 px and not one of its exceptions (a link inside
 * a sentence, a box whose label is the larger target). One line each. `within` narrows the check
 * to a part of the page.
 */
export async function tapTargetFaults(within: Page | Locator): Promise<string[]> {
  const scope = "goto" in within ? within.locator("body") : within;
  return scope.evaluate((root) => {
    const out: string[] = [];
    const visible = (e: Element) => {
      const box = e.getBoundingClientRect();
      const style = getComputedStyle(e);
      return (
        box.width > 1 && box.height > 1 && style.visibility !== "hidden" && !e.closest("[aria-hidden=true], .sr-only")
      );
    };
    const name = (e: Element) => (e.textContent?.trim() || e.getAttribute("aria-label") || e.tagName).slice(0, 40);
    const primary = root.querySelectorAll(
      ".btn, [data-testid=cart-button], .mobile-menu > summary, [data-tabs] > div:first-child > a",
    );
    for (const e of primary) {
      if (!visible(e)) continue;
      const box = e.getBoundingClientRect();
      if (box.width < 44 || box.height < 44)
        out.push(`primary "${name(e)}" is ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    for (const e of root.querySelectorAll("a[href], button, summary, select, input:not([type=hidden]), textarea")) {
      if (!visible(e)) continue;
      // A stretched link (an absolute ::after over its card) is as big as the card.
      const stretched = e instanceof HTMLElement && getComputedStyle(e, "::after").position === "absolute";
      const box = ((stretched && (e as HTMLElement).offsetParent) || e).getBoundingClientRect();
      if (box.width >= 24 && box.height >= 24) continue;
      const parentText = e.parentElement?.textContent?.trim() ?? "";
      if (e.tagName === "A" && parentText.length > (e.textContent?.trim().length ?? 0) + 2) continue;
      if (
        e instanceof HTMLInputElement &&
        e.labels?.length &&
        [...e.labels].some((l) => l.getBoundingClientRect().height >= 24)
      )
        continue;
      out.push(`"${name(e)}" is ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return out;
  });
}
