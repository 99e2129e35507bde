import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build",
      "build-*",
      ".react-router",
      "data",
      "node_modules",
      "test-results",
      "playwright-report",
      "public",
      "*.cjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error", "warn"] }],
    },
  },
  {
    // Only server/env.ts reads the environment; everything else receives configuration.
    files: ["server/**/*.ts", "app/**/*.{ts,tsx}", "contract/**/*.ts"],
    ignores: ["server/env.ts", "server/test-support/**", "server/**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through server/env.ts." },
      ],
    },
  },
  {
    // The college's time zone is written once, in contract/college-time.ts (issue 27): everything else asks it for
    // today's date, day boundaries and formatting instead of repeating the zone or its offset.
    files: ["server/**/*.ts", "app/**/*.{ts,tsx}", "contract/**/*.ts", "scripts/**/*.ts"],
    ignores: ["contract/college-time.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["Literal", "TemplateElement"].flatMap((node) =>
          ["Asia.Kolkata", "\\+05:?30"].map((pattern) => ({
            selector: `${node}[${node === "Literal" ? "value" : "value.raw"}=/${pattern}/]`,
            message: "Use contract/college-time.ts for the college's time zone.",
          })),
        ),
        {
          selector: "BinaryExpression[operator='*'] > Literal[value=330]",
          message: "Use contract/college-time.ts instead of the India offset in minutes.",
        },
      ],
    },
  },
);
