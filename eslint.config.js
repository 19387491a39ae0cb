// ESLint (flat config). Errors are kept for real problems: hooks misuse, accessibility, import cycles,
// unused code. Formatting is Prettier's job (`prettier --check .`), so no style rules here.
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    },
  },
  {
    // Layers point one way (DESIGN.md "Shape of the code"); a cycle is always an error.
    files: ["app/**/*.{ts,tsx}", "tests/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver": { typescript: { alwaysTryTypes: true, project: "./tsconfig.json" } },
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
);
