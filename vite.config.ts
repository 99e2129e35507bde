import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/build/precompress-plugin";

// The server build's entry is our Hono server, which imports React Router's server build.
export default defineConfig(({ isSsrBuild }) => ({
  // Fonts stay files, however small: the content security policy allows fonts from the site only (no data:).
  build: {
    assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
    ...(isSsrBuild ? { rollupOptions: { input: "./server/main.ts" }, target: "node20" } : {}),
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
}));
