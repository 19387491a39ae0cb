// ESLint (flat config). Errors are kept for real problems: hooks misuse, accessibility, import cycles,
// unused code. Formatting is Prettier's job (`prettier --check .`), so no style rules here.
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The capabilities of app/services and the neighbours each may import from; any other services
 * folder is out of bounds (a type it needs moves to lib, or the work moves to the folder that owns it).
 */
const SERVICES_NEIGHBOURS = {
  leads: [],
  shop: [],
  counts: [],
  email: ["leads"],
  broadcasts: ["email", "leads", "site"],
  sales: ["email", "leads", "site", "counts"],
  events: ["email", "leads", "site"],
  owner: ["sales", "counts"],
  site: ["owner"],
  share: ["site"],
};

/** What a file of a layer may not import: layers point one way (routes -> components/services -> lib -> content). */
const LAYER_ZONES = [
  {
    target: "./app/content",
    from: "./app",
    except: ["./content"],
    message: "app/content is plain data (words and numbers): it imports nothing but other content.",
  },
  {
    target: "./app/lib",
    from: ["./app/services", "./app/server", "./app/routes", "./app/components", "./app/root.tsx"],
    message: "app/lib is pure (no I/O): it imports only lib and content.",
  },
  {
    target: "./app/services",
    from: ["./app/routes", "./app/components", "./app/root.tsx", "./app/entry.server.tsx", "./app/entry.client.tsx"],
    message: "Services serve routes: they never import routes or components.",
  },
  {
    target: "./app/services",
    from: [
      "./app/server/worker.ts",
      "./app/server/request-handler.server.ts",
      "./app/server/request-context.server.ts",
      "./app/server/scheduled.server.ts",
    ],
    message:
      "The Worker's entry, request handler, request context and scheduled job build the services: a service uses only app/server's shared modules (config, records, Supabase, rate limit, toasts, security).",
  },
  {
    target: "./app/components",
    from: ["./app/routes", "./app/server", "./app/root.tsx"],
    message: "Components render what routes give them: they never import routes or the server.",
  },
  ...Object.entries(SERVICES_NEIGHBOURS).map(([name, neighbours]) => ({
    target: `./app/services/${name}`,
    from: Object.keys(SERVICES_NEIGHBOURS)
      .filter((other) => other !== name && !neighbours.includes(other))
      .map((other) => `./app/services/${other}`),
    message: `app/services/${name} imports only from its neighbours (${neighbours.join(", ") || "none"}) among the services folders.`,
  })),
];

const TYPED_PROFILE_MESSAGE =
  "Read her profile through ~/lib/site-profile (shownProfile, or profileDefaults for the typed defaults).";

/** Links are plain anchors (decision 0022). */
const LINK_IMPORTS = [
  {
    name: "@remix-run/react",
    importNames: ["Link", "NavLink"],
    message: "Use Link from ~/components/ui/link (docs/decisions/0022).",
  },
  {
    name: "react-router-dom",
    message: "Use Link from ~/components/ui/link and the rest from @remix-run/react (docs/decisions/0022).",
  },
];

/** The same, imported by a relative path (from app/content). */
const TYPED_PROFILE_NEAR = {
  group: ["./profile", "../content/profile"],
  importNames: ["siteProfile"],
  message: TYPED_PROFILE_MESSAGE,
};

/** Pages, emails and checks show her profile (her saved values over the typed defaults), never the typed one. */
const TYPED_PROFILE = {
  name: "~/content/profile",
  importNames: ["siteProfile"],
  message: TYPED_PROFILE_MESSAGE,
};

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "build/",
      "public/build/",
      ".cache/",
      ".wrangler/",
      "tests/.tmp/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node, ...globals.worker },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Refusing control characters means writing them in a pattern.
      "no-control-regex": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The two classic hook rules; the React Compiler's extra rules are for code written for the compiler.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "react/prop-types": "off",
      // Deliberate: after a refused post the first refused field takes focus (also without JavaScript),
      // and a toast takes focus when it reports what a keyboard user just did.
      "jsx-a11y/no-autofocus": "off",
      // Links are plain anchors the root follows in the app (decision 0022): React Router's and
      // Remix's <Link> resolve their paths through the router on every render, about 5 % of a
      // page's CPU.
      // Her profile is read over the typed one through app/lib/site-profile.ts only.
      "no-restricted-imports": ["error", { paths: [...LINK_IMPORTS, TYPED_PROFILE], patterns: [TYPED_PROFILE_NEAR] }],
    },
  },
  {
    // The one reader of the typed profile's values.
    files: ["app/lib/site-profile.ts"],
    rules: { "no-restricted-imports": ["error", { paths: LINK_IMPORTS }] },
  },
  {
    // The site's "now" comes from one clock a test can set (app/lib/clock.ts).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/clock.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "Read the present from ~/lib/clock (clock.nowMs()), which a test can set.",
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Read the present from ~/lib/clock (clock.now()), which a test can set.",
        },
      ],
    },
  },
  {
    // Layers point one way (LAYER_ZONES); a cycle is always an error.
    files: ["app/**/*.{ts,tsx}", "tests/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver": { typescript: { alwaysTryTypes: true, project: "./tsconfig.json" } },
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: LAYER_ZONES }],
    },
  },
);
