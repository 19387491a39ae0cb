import { describe, expect, it } from "vitest";
import { isStaticFilePath, staticCacheControl } from "~/lib/static-files";

describe("files of public/", () => {
  it("are the build, the images and the favicon; every other path is the site's", () => {
    for (const path of [
      "/build/root-ABC123.js",
      "/build/_assets/tailwind-XYZ.css",
      "/images/store/tee.svg",
      "/favicon.svg",
    ]) {
      expect(isStaticFilePath(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/build",
      "/buildings",
      "/images",
      "/favicon.svg/x",
      "/robots.txt",
      "/_headers",
      "/owner",
    ]) {
      expect(isStaticFilePath(path), path).toBe(false);
    }
  });

  it("keep the build a year (its names change with its content), images a day, the rest an hour", () => {
    expect(staticCacheControl("/build/root-ABC123.js")).toBe("public, max-age=31536000, immutable");
    expect(staticCacheControl("/images/store/tee.svg")).toBe("public, max-age=86400");
    expect(staticCacheControl("/favicon.svg")).toBe("public, max-age=3600");
  });
});
