// The site's links are React Router's own (docs/decisions/0021). They work only inside the router
// Remix renders, so the react-router-dom the site names must be the very version Remix depends on:
// npm then installs one copy. With two, every page fails ("useHref() may be used only in the context
// of a <Router> component").
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const dependencies = (file: string) =>
  (JSON.parse(readFileSync(path.join(root, file), "utf8")) as { dependencies: Record<string, string> }).dependencies;

describe("react-router-dom", () => {
  it("is pinned to the version @remix-run/react depends on", () => {
    const remixWants = dependencies("node_modules/@remix-run/react/package.json")["react-router-dom"];
    expect(dependencies("package.json")["react-router-dom"]).toBe(remixWants);
    const installed = JSON.parse(readFileSync(path.join(root, "node_modules/react-router-dom/package.json"), "utf8"));
    expect(installed.version).toBe(remixWants);
  });
});
