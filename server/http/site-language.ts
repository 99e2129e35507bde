import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";
import {
  CHOOSE_ENGLISH,
  HINDI_BASE,
  LANGUAGE_COOKIE,
  PLATFORM_HINT,
  languageOfPath,
  pathInLanguage,
  sitePathOf,
  type Language,
} from "../../contract/language";
import type { AppEnv } from "./context";
import { secureCookies } from "./permissions";

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Addresses under the site that are no page (the back-office, files, the API): never redirected. */
const NO_PAGE = /^\/(api|dashboard|login|media|assets)(\/|$)|\.[a-z0-9]+$/i;

export type SiteLanguage =
  | { language: Language; redirect?: undefined; headers: Headers }
  | { language?: undefined; redirect: Response };

/**
 * The public site's language for a page request (ADR 029), before React Router renders it:
 * - a Hindi page (`/hi/…`) remembers Hindi in a cookie;
 * - an English page opened by a visitor who chose Hindi goes to its Hindi address (303). Crawlers send no
 *   cookie, so a bare English address is never redirected for them;
 * - the switch's English link (`?lang=en`) remembers English and goes to the clean address.
 * Gives the language to render in with the headers to add to the page, or a redirect.
 */
export function siteLanguageOf(c: Context<AppEnv>): SiteLanguage {
  const url = new URL(c.req.url);
  const language = languageOfPath(url.pathname);
  const headers = new Headers();
  const chosen = getCookie(c, LANGUAGE_COOKIE);
  const remember = (value: Language) =>
    headers.append(
      "Set-Cookie",
      serialize(LANGUAGE_COOKIE, value, {
        path: "/",
        maxAge: YEAR_SECONDS,
        sameSite: "Lax",
        secure: secureCookies(c),
      }),
    );
  if ((c.req.method !== "GET" && c.req.method !== "HEAD") || NO_PAGE.test(url.pathname)) {
    return { language, headers };
  }
  // The head names fonts by the platform's hint (app/site/devanagari-preload.tsx).
  headers.set("Vary", PLATFORM_HINT);
  if (language === "hi") {
    if (chosen !== "hi") remember("hi");
    return { language, headers };
  }
  headers.set("Vary", `Cookie, ${PLATFORM_HINT}`);
  if (url.searchParams.get(CHOOSE_ENGLISH) === "en") {
    remember("en");
    url.searchParams.delete(CHOOSE_ENGLISH);
    return { redirect: seeOther(`${url.pathname}${url.search}`, headers) };
  }
  const underHindi = url.pathname === HINDI_BASE || url.pathname.startsWith(`${HINDI_BASE}/`);
  if (chosen === "hi" && !underHindi) {
    return { redirect: seeOther(`${pathInLanguage(sitePathOf(url.pathname), "hi")}${url.search}`, headers) };
  }
  return { language, headers };
}

function seeOther(location: string, headers: Headers): Response {
  headers.set("Location", location);
  headers.set("Cache-Control", "no-store");
  return new Response(null, { status: 303, headers });
}

/** The page's answer with the language's headers added (the cookie, `Vary: Cookie`). */
export function withLanguageHeaders(response: Response, added: Headers): Response {
  if ([...added.keys()].length === 0) return response;
  const headers = new Headers(response.headers);
  for (const cookie of added.getSetCookie()) headers.append("Set-Cookie", cookie);
  const vary = added.get("Vary");
  if (vary) headers.set("Vary", headers.has("Vary") ? `${headers.get("Vary")}, ${vary}` : vary);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
