import regular from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";
import bold from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url";
import switchFace from "./fonts/hindi-switch-700.woff2?url";

/**
 * Hindi pages fetch the self-hosted Devanagari faces (app/app.css) from the head, beside the style sheet: a
 * computer without a Devanagari font of its own then has them before its first paint, where `font-display:
 * optional` uses them; found only once the text is laid out, they came too late and such a computer drew the
 * first page as empty boxes. A phone with Noto Sans Devanagari still draws with its own (`local()`).
 */
export function DevanagariPreload() {
  return (
    <>
      <link rel="preload" href={regular} as="font" type="font/woff2" crossOrigin="anonymous" />
      <link rel="preload" href={bold} as="font" type="font/woff2" crossOrigin="anonymous" />
    </>
  );
}

/** Every public page: the language switch's "हिन्दी" face (2.4 KB, app/app.css), for the same computers. */
export function HindiSwitchPreload() {
  return <link rel="preload" href={switchFace} as="font" type="font/woff2" crossOrigin="anonymous" />;
}
