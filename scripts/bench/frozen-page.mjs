// A page frozen for the cost split (cost-split.mjs) and the CPU table's "frozen" column (bench.mjs):
// what the site sent for a path (its HTML and its
// loader data) as a route module of a framework floor app, so the framework renders the same
// elements and handles the same data with none of the site's code: no loaders computing, no
// components' logic, no hooks, no links resolving their paths. Its cost against the floor is what
// the page's content costs the framework; the page's against it, what the site's code adds.
import { parseDocument } from "htmlparser2";
import { buildFloorApp } from "./framework-floor.mjs";
import { CONTEXT, ENV, ORIGIN } from "./render-cost.mjs";

/** HTML attribute names whose React prop is named otherwise. */
const PROP_NAMES = { class: "className", for: "htmlFor", tabindex: "tabIndex", readonly: "readOnly" };
/** Attributes that are present or absent (React renders `true` as the empty attribute). */
const BOOLEAN_ATTRIBUTES = new Set(["required", "disabled", "checked", "hidden", "open", "selected", "multiple"]);

/** `color:red;margin-top:0` as React's style object. */
function styleObject(text) {
  return Object.fromEntries(
    text
      .split(";")
      .filter((declaration) => declaration.includes(":"))
      .map((declaration) => {
        const [name, ...value] = declaration.split(":");
        return [name.trim().replace(/-([a-z])/g, (_, letter) => letter.toUpperCase()), value.join(":").trim()];
      }),
  );
}

function props(attributes) {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => {
      if (name === "style") return ["style", styleObject(value)];
      if (BOOLEAN_ATTRIBUTES.has(name)) return [name, true];
      return [PROP_NAMES[name] ?? name, value];
    }),
  );
}

/** A DOM node as `[tag, props, ...children]` or a string; comments (React's text separators) dropped. */
function tree(node) {
  if (node.type === "text") return node.data;
  if (node.type !== "tag") return null;
  return [node.name, props(node.attribs), ...node.children.map(tree).filter((child) => child !== null)];
}

const find = (nodes, name) => nodes.find((node) => node.type === "tag" && node.name === name);

/**
 * The route module of a frozen page: its loader answers `data` (the page's loader data, every
 * route's, as one object), its component renders the page's head tags and body (without scripts,
 * which the floor's root renders) as plain elements.
 */
export function frozenPageRoute(html, data) {
  const document = parseDocument(html, { decodeEntities: true, lowerCaseAttributeNames: false });
  const htmlElement = find(document.children, "html");
  const head = find(htmlElement.children, "head");
  const body = find(htmlElement.children, "body");
  const elements = [...head.children, ...body.children]
    .filter((node) => node.type === "tag" && !["script", "title"].includes(node.name))
    .map(tree);
  return `
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { createElement, type ReactNode } from "react";
type Node = string | [string, Record<string, unknown>, ...Node[]];
const DATA = ${JSON.stringify(data)};
const ELEMENTS: Node[] = ${JSON.stringify(elements)};
export const loader = async () => json(DATA);
const element = (node: Node): ReactNode =>
  typeof node === "string" ? node : createElement(node[0], node[1], ...node.slice(2).map((child) => element(child as Node)));
export default function FrozenPage() {
  useLoaderData<typeof loader>();
  return <>{ELEMENTS.map(element)}</>;
}
`;
}

/** The loader data a page embeds for hydration (`window.__remixContext`), every route's. */
export function embeddedLoaderData(html) {
  const context = /window\.__remixContext = (\{.*?\});\s*(?:__remixContext|<\/script>)/s.exec(html);
  if (!context) throw new Error("the page embeds no loader data (window.__remixContext)");
  return JSON.parse(context[1]).state.loaderData;
}

/** The site's route file that answers a fixed path (`/` → `_index.tsx`, `/a/b` → `a.b.tsx`), or null. */
export function routeFileOf(pathname, routeFiles) {
  const file = pathname === "/" ? "_index.tsx" : `${pathname.slice(1).replaceAll("/", ".")}.tsx`;
  return routeFiles.includes(file) ? file : null;
}

/**
 * A floor app (in `dir`, with the site's `routeFiles`) whose route file for each of `paths` that
 * has one of its own and answered 200 through `site` (render-cost.mjs's loadBuild) answers that page
 * frozen; returns its build and the paths frozen.
 */
export async function buildFrozenApp(dir, site, paths, routeFiles) {
  const frozen = new Map();
  for (const pathname of paths) {
    const file = routeFileOf(pathname, routeFiles);
    if (!file) continue;
    const response = await site.fetch(new Request(new URL(pathname, ORIGIN)), ENV, CONTEXT);
    const html = await response.text();
    if (response.status !== 200) continue;
    frozen.set(file, { pathname, source: frozenPageRoute(html, embeddedLoaderData(html)) });
  }
  const build = buildFloorApp(dir, routeFiles, (file) => frozen.get(file)?.source);
  return { build, paths: [...frozen.values()].map((page) => page.pathname) };
}
