import { buttonClass } from "~/ui/button";
import { Spinner } from "~/ui/spinner";
import { useMessages } from "../i18n/messages";

const panel = "rounded-xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm";

export function DirectoryLoading() {
  const { t } = useMessages();
  return (
    <div role="status" className={`${panel} flex flex-col items-center gap-3 text-slate-700`}>
      <Spinner className="h-8 w-8 text-brand-700" />
      <p>{t("records.faculty.loading")}</p>
    </div>
  );
}

/**
 * The directory could not be read. In the server's HTML Try Again is a link that loads the page again;
 * in the template the directory script shows after a failed fetch, it is a button the script handles.
 */
export function DirectoryError({ retryHref }: { retryHref?: string }) {
  const { t } = useMessages();
  return (
    <div role="alert" className={`${panel} border-red-200`}>
      <h2 className="text-xl font-semibold text-red-800">{t("records.faculty.errorTitle")}</h2>
      <p className="mt-2 text-slate-700">{t("records.faculty.errorText")}</p>
      {retryHref ? (
        <a href={retryHref} className={`${buttonClass.primary} mt-5`}>
          {t("records.faculty.tryAgain")}
        </a>
      ) : (
        <button type="button" data-directory-retry="" className={`${buttonClass.primary} mt-5`}>
          {t("records.faculty.tryAgain")}
        </button>
      )}
    </div>
  );
}

export function DirectoryEmpty() {
  const { t } = useMessages();
  return (
    <div className={panel}>
      <h2 className="text-xl font-semibold text-slate-900">{t("records.faculty.emptyTitle")}</h2>
      <p className="mt-2 text-slate-700">{t("records.faculty.emptyText")}</p>
    </div>
  );
}
