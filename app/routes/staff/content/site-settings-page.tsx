import { useEffect, useState } from "react";
import { Link } from "react-router";
import {
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  siteSettingsInput,
  type SiteSettings,
  type SiteSettingsValues,
} from "../../../../contract/site-settings";
import { apiRequest } from "../../../staff/api-client";
import { BilingualField } from "../../../staff/content/bilingual-field";
import { FormFailure } from "../../../staff/form-failure";
import { useStaffForm } from "../../../staff/use-staff-form";
import { controlClass } from "../../../staff/control-class";
import { ListError, ListLoading } from "../../../staff/list-states";
import { PageHeader } from "../../../staff/page-header";
import { staffMeta } from "../../../staff/staff-meta";
import { useApiData } from "../../../staff/use-api-data";
import { buttonClass } from "../../../ui/button";
import { FormField } from "../../../ui/form-field";
import { Spinner } from "../../../ui/spinner";

export const meta = () => staffMeta("Site settings");

type Values = SiteSettingsValues;

const valuesOf = (settings: SiteSettings): Values => ({
  phone: settings.phone,
  admissionSession: settings.admissionSession,
  officeHours: settings.officeHours,
  officeHoursHi: settings.officeHoursHi,
  emails: settings.emails,
  address: settings.address,
  social: settings.social,
});

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg bg-white p-5 shadow-sm sm:grid-cols-2">
      <legend className="float-left mb-1 text-lg font-semibold text-slate-900 sm:col-span-2">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The contact facts of the site's header, footer, contact page, structured data and e-mails. */
export default function SiteSettingsPage() {
  const loaded = useApiData("site-settings", () =>
    apiRequest<{ data: SiteSettings }>("site-settings", { fallback: "Failed to load the site settings" }),
  );
  const [values, setValues] = useState<Values | null>(null);
  const form = useStaffForm({}, { depth: Infinity, invalidMessage: "Please correct the highlighted fields" });

  useEffect(() => {
    if (loaded.data) setValues(valuesOf(loaded.data.data));
  }, [loaded.data]);

  if (loaded.error)
    return <ListError what="the site settings" message={loaded.error} onRetry={loaded.reload} />;
  if (!values) return <ListLoading text="Loading the site settings..." />;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const payload = values;
    if (!form.check(siteSettingsInput, payload)) return;
    const saved = await form.save(
      () =>
        apiRequest<{ data: SiteSettings }>("site-settings", {
          method: "PATCH",
          json: payload,
          fallback: "Failed to save the site settings",
        }),
      { success: "Site settings saved", failure: "Failed to save the site settings" },
    );
    if (saved) setValues(valuesOf(saved.data));
  };

  const input = (
    path: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: { type?: string; hint?: string; required?: boolean } = {},
  ) => (
    <FormField
      label={label}
      required={options.required ?? true}
      error={form.errors[path]}
      hint={options.hint}
    >
      {(control) => (
        <input
          {...control}
          name={path}
          type={options.type ?? "text"}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={controlClass}
        />
      )}
    </FormField>
  );

  const setGroup = <G extends "emails" | "address" | "social">(
    group: G,
    field: keyof Values[G],
    value: string,
  ) => setValues({ ...values, [group]: { ...values[group], [field]: value } });

  return (
    <>
      <PageHeader
        title="Site settings"
        subtitle="The contact facts and the admission session in the public site's header and footer, the contact and admission pages and e-mails. A change shows on the next page load."
      />
      <form onSubmit={submit} noValidate aria-label="Site settings" className="space-y-6">
        <FormFailure message={form.failure} />
        <Section title="Phone and e-mail">
          {input("phone", "Main phone", values.phone, (phone) => setValues({ ...values, phone }), {
            type: "tel",
            hint: "In the header, the footer and the contact page",
          })}
          {input(
            "emails.general",
            "General e-mail",
            values.emails.general,
            (v) => setGroup("emails", "general", v),
            {
              type: "email",
            },
          )}
          {input(
            "emails.admissions",
            "Admissions e-mail",
            values.emails.admissions,
            (v) => setGroup("emails", "admissions", v),
            { type: "email" },
          )}
          {input("emails.hr", "Careers (HR) e-mail", values.emails.hr, (v) => setGroup("emails", "hr", v), {
            type: "email",
          })}
          {input(
            "emails.privacy",
            "Privacy (personal data) e-mail",
            values.emails.privacy,
            (v) => setGroup("emails", "privacy", v),
            {
              type: "email",
              hint: "On /privacy and each public form's notice: whom people write to about their data",
            },
          )}
        </Section>
        <Section title="Session and office hours">
          {input(
            "admissionSession",
            "Admission session",
            values.admissionSession,
            (admissionSession) => setValues({ ...values, admissionSession }),
            {
              hint: "For example 2025-26: the header's banner and menus, the home page and the admission pages name it",
            },
          )}
          <BilingualField
            label="Office hours"
            name="officeHours"
            required
            english={{
              value: values.officeHours,
              error: form.errors.officeHours,
              hint: "On the contact page and in the e-mails that acknowledge an enquiry",
              onChange: (officeHours) => setValues({ ...values, officeHours }),
            }}
            hindi={{
              value: values.officeHoursHi,
              error: form.errors.officeHoursHi,
              hint: "Optional: on the Hindi contact page and Hindi e-mails (empty: the English there)",
              onChange: (officeHoursHi) => setValues({ ...values, officeHoursHi }),
            }}
          />
        </Section>
        <Section title="Address">
          {input("address.street", "Street", values.address.street, (v) => setGroup("address", "street", v))}
          {input("address.locality", "Town or city", values.address.locality, (v) =>
            setGroup("address", "locality", v),
          )}
          {input("address.region", "State", values.address.region, (v) => setGroup("address", "region", v))}
          {input("address.postalCode", "PIN code", values.address.postalCode, (v) =>
            setGroup("address", "postalCode", v),
          )}
        </Section>
        <Section title="Phone lists">
          <p className="text-sm text-slate-700 sm:col-span-2">
            The contact page&apos;s phone lists, the emergency and ambulance numbers (the footer of every page
            and the Emergency page) and any list you add are under{" "}
            <Link to="/dashboard/collections/phone-lists" className="text-brand-700 underline">
              Phone lists
            </Link>
            .
          </p>
        </Section>
        <Section title="Social links">
          {SOCIAL_NETWORKS.map((network) =>
            input(
              `social.${network}`,
              SOCIAL_NETWORK_LABELS[network],
              values.social[network],
              (v) => setGroup("social", network, v),
              { type: "url", required: false, hint: "An https:// address; empty hides the icon" },
            ),
          )}
        </Section>
        <button type="submit" className={buttonClass.primary} disabled={form.busy}>
          {form.busy ? <Spinner /> : null}
          Save settings
        </button>
      </form>
    </>
  );
}
