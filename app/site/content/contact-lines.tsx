import { useMessages } from "../i18n/messages";

/** Phone numbers and an e-mail as tappable links (leaders, university officers), labelled in the page's language. */
export function ContactLines({ phones, email }: { phones: readonly string[]; email?: string }) {
  const { t } = useMessages();
  return (
    <ul className="space-y-1 text-sm">
      {phones.map((phone) => (
        <li key={phone}>
          <span className="text-slate-600">{t("content.phone")} </span>
          <a href={`tel:${phone.replace(/\s+/g, "")}`} className="font-medium text-brand-700 hover:underline">
            {phone}
          </a>
        </li>
      ))}
      {email ? (
        <li>
          <span className="text-slate-600">{t("content.email")} </span>
          <a href={`mailto:${email}`} className="font-medium break-all text-brand-700 hover:underline">
            {email}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
