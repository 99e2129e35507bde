import { Link } from "react-router";
import { FORM_NOTICES, type PrivacyForm } from "../../../contract/privacy";
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

/**
 * The short notice each public form shows before it is sent (DPDP Rules 2025, Rule 3): what it collects,
 * why, how long it is kept, how to withdraw and whom to ask, linking to /privacy. Plain HTML.
 */
export function PrivacyNotice({ form, retentionMonths }: { form: PrivacyForm; retentionMonths: number }) {
  const contact = useSiteContact();
  const notice = FORM_NOTICES[form];
  const lines: [string, React.ReactNode][] = [
    ["We collect", notice.collects],
    ["Why", notice.purpose],
    ["How long", notice.kept(retentionMonths)],
    ["Withdraw", notice.withdraw],
    [
      "Questions",
      <>
        Write to{" "}
        <a href={`mailto:${contact.emails.privacy}`} className="break-all text-brand-700 underline">
          {contact.emails.privacy}
        </a>
        .
      </>,
    ],
  ];
  return (
    <div
      data-privacy-notice={form}
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-slate-700"
    >
      <p className="font-semibold text-slate-900">Your personal data</p>
      <NoticeLines lines={lines} />
      <p className="mt-2">
        By sending this form you consent to this use.{" "}
        <Link to="/privacy" className="font-semibold text-brand-700 underline">
          Read the privacy notice
        </Link>
      </p>
    </div>
  );
}
