import { useLocation } from "react-router";
import {
  englishChoiceHref,
  LANGUAGE_NAMES,
  LANGUAGES,
  pathInLanguage,
  type Language,
} from "../../contract/language";
import { useMessages } from "./i18n/messages";

/** This page in a language: Hindi at its `/hi` address, English through the link that remembers the choice. */
const hrefIn = (language: Language, sitePath: string, search: string) =>
  language === "en" ? englishChoiceHref(sitePath, search) : `${pathInLanguage(sitePath, language)}${search}`;

/**
 * The header's language switch (issue 24): both languages, each named in its own language, the page's own
 * marked current; the other goes to the same page in that language. Plain links: no script needed.
 */
export function LanguageSwitch() {
  const { language, t } = useMessages();
  // React Router gives the page's address without its language prefix (the Hindi site is mounted at /hi).
  const { pathname, search } = useLocation();
  return (
    <ul
      aria-label={t("header.language")}
      className="flex items-center rounded-md border border-slate-300 text-sm"
    >
      {LANGUAGES.map((option) => (
        // On a phone only the other language's link: the header has no room for both beside the name.
        <li key={option} className={option === language ? "hidden sm:block" : undefined}>
          <a
            href={hrefIn(option, pathname, search)}
            lang={option}
            hrefLang={option}
            aria-current={option === language ? "true" : undefined}
            className={`block px-2 py-2 font-semibold sm:px-3 ${option === "hi" ? "font-hindi-switch" : ""} ${
              option === language
                ? "bg-brand-50 text-brand-900"
                : "text-brand-700 underline hover:bg-slate-50"
            }`}
          >
            {LANGUAGE_NAMES[option]}
          </a>
        </li>
      ))}
    </ul>
  );
}
