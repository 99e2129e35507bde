import { Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { useMessages } from "./i18n/messages";

const suggestions = [
  "notFound.suggestHome",
  "notFound.suggestAbout",
  "notFound.suggestContact",
  "notFound.suggestServices",
] as const;

/** Public spec §2.15, with its exact texts. The suggestion chips are deliberately inert (spec: they do nothing). */
export function NotFoundContent() {
  const { t } = useMessages();
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <p
          aria-hidden="true"
          className="font-display text-8xl font-bold tracking-tight text-brand-700 sm:text-9xl"
        >
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{t("notFound.title")}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{t("notFound.text")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" reloadDocument className={`${buttonClass.primary} px-6 py-3 text-base`}>
            {t("notFound.home")}
          </Link>
          <button
            type="button"
            // Hydrated (back-office 404s) React handles it; on public pages the enhancement script does.
            data-history-back
            className={`${buttonClass.secondary} px-6 py-3 text-base`}
            onClick={(event) => {
              event.preventDefault();
              if (window.history.length > 1) window.history.back();
              else window.location.assign("/");
            }}
          >
            {t("notFound.back")}
          </button>
        </div>
        <div className="mt-10">
          <p className="text-sm font-semibold text-slate-700">{t("notFound.suggestions")}</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {suggestions.map((key) => (
              <li
                key={key}
                className="rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm text-slate-700"
              >
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-10 text-sm text-slate-600">{t("notFound.lost")}</p>
      </div>
    </main>
  );
}
