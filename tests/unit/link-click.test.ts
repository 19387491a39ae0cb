import { describe, expect, it } from "vitest";
import { inAppPath, type LinkClick } from "~/lib/link-click";

const here = new URL("https://site.example/product/demo?variant=1");
const plain: LinkClick = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};
const link = (href: string, more: Partial<{ target: string; download: boolean }> = {}) => ({
  href,
  target: "",
  download: false,
  ...more,
});

describe("inAppPath", () => {
  it("follows a plain left click on the site's own link in the app, with its query and fragment", () => {
    expect(inAppPath(plain, link("https://site.example/about"), here)).toBe("/about");
    expect(inAppPath(plain, link("https://site.example/?products=ebooks#products"), here)).toBe(
      "/?products=ebooks#products",
    );
    expect(inAppPath(plain, link("?image=2", { target: "_self" }), here)).toBe("/product/demo?image=2");
  });

  it("leaves a click with a modifier key, another button or already handled to the browser", () => {
    for (const key of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const)
      expect(inAppPath({ ...plain, [key]: true }, link("/about"), here)).toBeNull();
    expect(inAppPath({ ...plain, button: 1 }, link("/about"), here)).toBeNull();
    expect(inAppPath({ ...plain, defaultPrevented: true }, link("/about"), here)).toBeNull();
  });

  it("leaves another frame's, a download's and another origin's link to the browser", () => {
    expect(inAppPath(plain, link("/about", { target: "_blank" }), here)).toBeNull();
    expect(inAppPath(plain, link("/money-moves-live/event.ics", { download: true }), here)).toBeNull();
    expect(inAppPath(plain, link("https://elsewhere.example/about"), here)).toBeNull();
    expect(inAppPath(plain, link("http://site.example/about"), here)).toBeNull();
  });
});
