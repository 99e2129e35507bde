import type { MetaDescriptor } from "react-router";
import { HTML_LANG, LANGUAGES, pathInLanguage, type Language } from "../../contract/language";
import { siteConfig } from "~/content/site-config";

interface MetaArgsLike {
  location: { pathname: string };
  matches: ({ id: string; data?: unknown } | undefined)[];
  data?: unknown;
}

/**
 * Title, description, canonical link and Open Graph tags for a public page. Use it from every page's
 * `meta` export: `export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description })`.
 */
export function pageMeta(
  args: MetaArgsLike,
  page: { title: string; description: string; noindex?: boolean },
): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === "root")?.data as
    { origin?: string; language?: Language } | undefined;
  const origin = root?.origin ?? "";
  // The page's address without its language prefix (React Router strips the Hindi site's /hi).
  const sitePath = args.location.pathname === "/" ? "/" : args.location.pathname.replace(/\/$/, "");
  const addressIn = (language: Language) => `${origin}${pathInLanguage(sitePath, language)}`;
  const canonical = addressIn(root?.language ?? "en");
  const title = sitePath === "/" ? page.title : `${page.title} | ${siteConfig.shortName}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    // The same page in each language, and English for any other (issue 24).
    ...LANGUAGES.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: HTML_LANG[language],
      href: addressIn(language),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: addressIn("en") },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.name },
    // A staff preview (loader data `preview: true`, issue 11) is never indexed.
    ...(page.noindex || (args.data as { preview?: unknown } | undefined)?.preview === true
      ? [{ name: "robots", content: "noindex" }]
      : []),
  ];
}
