import { afterPaintScript } from "~/after-paint";
import siteEnhanceUrl from "./site-enhance.ts?worker&url";

/**
 * Loads the site's enhancement script (./site-enhance.ts) after the first paint (see afterPaintScript). Nothing is requested before the page paints (ADR 013). Vite bundles the script
 * on its own (the `?worker&url` import builds it as a standalone, hashed file under /assets).
 */
export function SiteEnhancementLoader({ nonce }: { nonce: string | undefined }) {
  const source = afterPaintScript(
    `const e=document.createElement("script");e.type="module";e.src=${JSON.stringify(siteEnhanceUrl)};document.head.append(e);`,
  );
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}
