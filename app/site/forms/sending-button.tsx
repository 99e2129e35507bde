import { buttonClass } from "~/ui/button";
import { Spinner } from "~/ui/spinner";
import { useMessages } from "../i18n/messages";

/**
 * The submit button of a public form. It holds both of its faces; while the form script sends, it shows
 * the second one (a spinner and "Sending...") and is disabled.
 */
export function SendingButton({ children }: { children: React.ReactNode }) {
  const { t } = useMessages();
  return (
    <button
      type="submit"
      data-sending-button=""
      className={`${buttonClass.primary} w-full px-6 py-3 text-base sm:w-auto`}
    >
      <span data-idle="" className="contents">
        {children}
      </span>
      <span data-busy="" hidden className="contents">
        <Spinner />
        {t("forms.sending")}
      </span>
    </button>
  );
}
