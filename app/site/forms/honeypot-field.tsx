import { useMessages } from "../i18n/messages";

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order, not autofilled); bots that fill every input fill it, and the server then stores nothing.
 */
export function HoneypotField() {
  const { t } = useMessages();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor="website-field">{t("forms.honeypot")}</label>
      <input id="website-field" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
