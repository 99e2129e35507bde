import { Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { useSiteContact } from "./site-contact";
import { telHref } from "~/ui/tel-href";
import { useMessages } from "./i18n/messages";

/** What a visitor sees when a page fails on our side: no technical detail, a way forward. */
export function ServerErrorContent() {
  const { phone } = useSiteContact();
  const { t, rich } = useMessages();
  return (
    <main className="px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-xl text-center">
        <h1 className="text-3xl font-bold text-slate-900">{t("error.title")}</h1>
        <p className="mt-4 text-lg text-slate-700">
          {rich("error.text", {
            phone: (
              <a className="font-semibold text-brand-700 underline" href={telHref(phone)}>
                {phone}
              </a>
            ),
          })}
        </p>
        <Link to="/" reloadDocument className={`${buttonClass.primary} mt-8 px-6 py-3 text-base`}>
          {t("error.home")}
        </Link>
      </div>
    </main>
  );
}
