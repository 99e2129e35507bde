import regular from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";
import switchFace from "./fonts/hindi-switch-700.woff2?url";

const fontLink = (href: string) => (
  <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
);

/**
 * The Devanagari a page draws before any script, named in its head so that a computer without a Devanagari
 * font of its own has it at the first paint, where `font-display: optional` (app/app.css) uses it: found only
 * once the text is laid out it came too late, and such a computer drew the text as empty boxes. Every public
 * page: the language switch's "हिन्दी" (2.4 KB). Hindi pages: the one self-hosted face (51 KB; a phone with
 * its own font fetches it for nothing, once a year).
 */
export function DevanagariPreload({ hindi }: { hindi: boolean }) {
  return hindi ? [fontLink(switchFace), fontLink(regular)] : fontLink(switchFace);
}
