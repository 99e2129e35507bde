import { Link } from "react-router";
import type { PrivacyForm } from "../../../contract/privacy";
import { useMessages } from "../i18n/messages";
import type { MessageKey } from "../i18n/messages.en";
import { useSiteContact } from "../site-contact";

/** Short "term: text" lines, as the forms' notices and /privacy show each form's facts. */
export function NoticeLines({ lines }: { lines: readonly (readonly [string, React.ReactNode])[] }) {
  return (
    <dl className="mt-2 space-y-1.5">
      {lines.map(([term, text]) => (
        <div key={term}>
          <dt className="inline font-semibold text-slate-800">{term}: </dt>
          <dd className="inline">{text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A retention period in the page's words ("1 year", "2 years", "18 months"): the notices' and /privacy's. */
export function periodText(months: number, t: ReturnType<typeof useMessages>["t"]) {
  if (months % 12 !== 0) return t("forms.privacy.months", { count: months });
  return months === 12 ? t("forms.privacy.oneYear") : t("forms.privacy.years", { count: months / 12 });
}

/**
 * Each form's facts in the catalogue (the keys written out: the catalogue test finds the keys in use by
 * name): its name on /privacy, what it collects, why, how long, how to withdraw.
 */
export const NOTICE_KEYS: Record<
  PrivacyForm,
  Record<"form" | "collects" | "purpose" | "kept" | "withdraw", MessageKey>
> = {
  contact: {
    form: "about.privacy.contact.form",
    collects: "forms.privacy.contact.collects",
    purpose: "forms.privacy.contact.purpose",
    kept: "forms.privacy.contact.kept",
    withdraw: "forms.privacy.contact.withdraw",
  },
  enquiry: {
    form: "about.privacy.enquiry.form",
    collects: "forms.privacy.enquiry.collects",
    purpose: "forms.privacy.enquiry.purpose",
    kept: "forms.privacy.enquiry.kept",
    withdraw: "forms.privacy.enquiry.withdraw",
  },
  careers: {
    form: "about.privacy.careers.form",
    collects: "forms.privacy.careers.collects",
    purpose: "forms.privacy.careers.purpose",
    kept: "forms.privacy.careers.kept",
    withdraw: "forms.privacy.careers.withdraw",
  },
  appointment: {
    form: "about.privacy.appointment.form",
    collects: "forms.privacy.appointment.collects",
    purpose: "forms.privacy.appointment.purpose",
    kept: "forms.privacy.appointment.kept",
    withdraw: "forms.privacy.appointment.withdraw",
  },
  complaint: {
    form: "about.privacy.complaint.form",
    collects: "forms.privacy.complaint.collects",
    purpose: "forms.privacy.complaint.purpose",
    kept: "forms.privacy.complaint.kept",
    withdraw: "forms.privacy.complaint.withdraw",
  },
};

/**
 * The short notice each public form shows before it is sent (DPDP Rules 2025, Rule 3): what it collects,
 * why, how long it is kept, how to withdraw and whom to ask, linking to /privacy. Plain HTML, in the page's
 * language (the English words are the contract's FORM_NOTICES, which /privacy shows too).
 */
export function PrivacyNotice({ form, retentionMonths }: { form: PrivacyForm; retentionMonths: number }) {
  const contact = useSiteContact();
  const { t, rich } = useMessages();
  const keys = NOTICE_KEYS[form];
  const lines: [string, React.ReactNode][] = [
    [t("forms.privacy.collects"), t(keys.collects)],
    [t("forms.privacy.why"), t(keys.purpose)],
    [t("forms.privacy.howLong"), t(keys.kept, { period: periodText(retentionMonths, t) })],
    [t("forms.privacy.withdraw"), t(keys.withdraw)],
    [
      t("forms.privacy.questions"),
      rich("forms.privacy.writeTo", {
        email: (
          <a href={`mailto:${contact.emails.privacy}`} className="break-all text-brand-700 underline">
            {contact.emails.privacy}
          </a>
        ),
      }),
    ],
  ];
  return (
    <div
      data-privacy-notice={form}
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-slate-700"
    >
      <p className="font-semibold text-slate-900">{t("forms.privacy.title")}</p>
      <NoticeLines lines={lines} />
      <p className="mt-2">
        {t("forms.privacy.consent")}{" "}
        <Link to="/privacy" className="font-semibold text-brand-700 underline">
          {t("forms.privacy.readNotice")}
        </Link>
      </p>
    </div>
  );
}
