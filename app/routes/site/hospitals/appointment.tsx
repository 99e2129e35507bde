import { Link } from "react-router";
import { APPOINTMENT_FIELDS, appointmentRequestInput } from "../../../../contract/appointments";
import type { Language } from "../../../../contract/language";
import { messagesOf, metaMessages, useMessages } from "~/site/i18n/messages";
import type { MessageKey } from "~/site/i18n/messages.en";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { telHref } from "~/ui/tel-href";
import { siteConfig } from "~/content/site-config";
import { submitPublicForm } from "~/site/forms/public-form.server";
import { PublicFormFrame } from "~/site/forms/public-form-frame";
import { PostedInput, PostedSelect, PostedTextarea } from "~/site/forms/posted-fields";
import { PrivacyNotice } from "~/site/forms/privacy-notice";
import { usePostedForm } from "~/site/forms/posted-form";
import type { FormConfirmation } from "~/site/forms/success-dialog";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { useSiteContact } from "~/site/site-contact";
import { FormField, inputClass } from "~/ui/form-field";
import type { Route } from "./+types/appointment";

type Field = (typeof APPOINTMENT_FIELDS)[number];

/** Each field's label, as the form shows it and a refusal names it. */
const APPOINTMENT_LABELS: Record<Field, MessageKey> = {
  name: "forms.appointment.name",
  phone: "forms.appointment.phone",
  department: "forms.appointment.department",
  doctorId: "forms.appointment.doctor",
  preferredDate: "forms.appointment.day",
  email: "forms.appointment.email",
  note: "forms.appointment.note",
};

export const handle: SiteHandle = { translated: true };

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaMessages(args);
  return pageMeta(args, {
    title: t("forms.appointment.title"),
    description: t("forms.appointment.description", { college: siteConfig.shortName }),
  });
};

/** The departments holding OPD in the next 30 days, their OPD doctors and days (the OPD timetable). */
export async function loader({ context }: Route.LoaderArgs) {
  const [options, retentionMonths] = await Promise.all([
    context.services.appointments.options(),
    context.services.privacy.retentionMonths(),
  ]);
  return { ...options, retentionMonths };
}

/** The request posted without JavaScript: the same limits, schema and service call as the API. */
export function action({ request, context }: Route.ActionArgs) {
  return submitPublicForm({
    request,
    context,
    fields: APPOINTMENT_FIELDS,
    schema: appointmentRequestInput,
    labels: APPOINTMENT_LABELS,
    // The page's language stays with the request: its confirmation e-mail is written in it.
    toInput: (values) => ({ ...values, language: context.language }),
    save: (input, visitor) => context.services.appointments.create(visitor, input),
    successMessage: messagesOf(context.language).t("forms.appointment.sent"),
    receipt: (saved) => ({ reference: saved.reference }),
  });
}

/** "Mon 30 Nov" for a YYYY-MM-DD date in the page's language (a calendar date: no time zone shift). */
const shortDate = (language: Language) => (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(language === "hi" ? "hi-IN" : "en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });

/** What the accepted request says, quoting its reference. */
function useConfirmation(): FormConfirmation {
  const { t, rich } = useMessages();
  return {
    title: t("forms.appointment.receivedTitle"),
    text: (answer) => (
      <>
        <p>{rich("forms.appointment.reference", { reference: answer("reference") })}</p>
        <p>{t("forms.appointment.callBack")}</p>
      </>
    ),
  };
}

/** Server-rendered; the form posts to this page without JavaScript and to the API with it (ADR 007, 013). */
export default function AppointmentPage({ loaderData }: Route.ComponentProps) {
  const { from, to, departments, retentionMonths } = loaderData;
  const contact = useSiteContact();
  const form = usePostedForm<Field>();
  const linkClass = "text-brand-700 underline underline-offset-2";
  const { language, t, rich } = useMessages();
  const confirmation = useConfirmation();

  return (
    <main>
      <PageHero
        title={t("forms.appointment.title")}
        lead={t("forms.appointment.lead")}
        breadcrumbs={[{ label: t("nav.hospitals"), to: "/hospitals" }]}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:py-14 lg:grid-cols-3">
        <section
          aria-labelledby="appointment-form"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 lg:col-span-2"
        >
          <h2 id="appointment-form" className="text-2xl font-bold text-slate-900">
            {t("forms.appointment.heading")}
          </h2>
          <p className="mt-1 mb-5 text-slate-600">{t("forms.requiredNote")}</p>
          {departments.length === 0 ? (
            <p className="rounded-lg bg-amber-50 p-4 text-amber-900">{t("forms.appointment.noOpd")}</p>
          ) : (
            <PublicFormFrame
              form={form}
              anchor="appointment-form"
              endpoint="/api/appointment-requests"
              successMessage={t("forms.appointment.sent")}
              labels={APPOINTMENT_LABELS}
              sendsLanguage
              submitLabel={t("forms.appointment.submit")}
              confirmation={confirmation}
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <PostedInput
                  form={form}
                  name="name"
                  label={t(APPOINTMENT_LABELS.name)}
                  type="text"
                  autoComplete="name"
                  required
                />
                <PostedInput
                  form={form}
                  name="phone"
                  label={t(APPOINTMENT_LABELS.phone)}
                  type="tel"
                  autoComplete="tel"
                  required
                  hint={t("forms.appointment.phoneHint")}
                />
                <PostedSelect
                  form={form}
                  name="department"
                  label={t(APPOINTMENT_LABELS.department)}
                  placeholder={t("forms.appointment.departmentPlaceholder")}
                  options={departments.map((entry) => ({ value: entry.department, label: entry.department }))}
                  required
                />
                <FormField
                  label={t(APPOINTMENT_LABELS.doctorId)}
                  error={form.errors.doctorId}
                  hint={t("forms.appointment.doctorHint")}
                >
                  {(ids) => (
                    <select
                      {...ids}
                      name="doctorId"
                      defaultValue={form.values.doctorId ?? ""}
                      className={inputClass}
                    >
                      <option value="">{t("forms.appointment.anyDoctor")}</option>
                      {departments
                        .filter((entry) => entry.doctors.length > 0)
                        .map((entry) => (
                          <optgroup key={entry.department} label={entry.department}>
                            {entry.doctors.map((doctor) => (
                              <option key={doctor._id} value={doctor._id}>
                                {doctor.name}
                              </option>
                            ))}
                          </optgroup>
                        ))}
                    </select>
                  )}
                </FormField>
                <FormField
                  label={t(APPOINTMENT_LABELS.preferredDate)}
                  required
                  error={form.errors.preferredDate}
                  hint={t("forms.appointment.dayHint")}
                >
                  {(ids) => (
                    <input
                      {...ids}
                      type="date"
                      name="preferredDate"
                      required
                      min={from}
                      max={to}
                      defaultValue={form.values.preferredDate ?? ""}
                      className={inputClass}
                    />
                  )}
                </FormField>
                <PostedInput
                  form={form}
                  name="email"
                  label={t(APPOINTMENT_LABELS.email)}
                  type="email"
                  autoComplete="email"
                  hint={t("forms.appointment.emailHint")}
                />
              </div>
              <PostedTextarea
                form={form}
                name="note"
                label={t(APPOINTMENT_LABELS.note)}
                rows={3}
                hint={t("forms.appointment.noteHint")}
              />
              <PrivacyNotice form="appointment" retentionMonths={retentionMonths} />
            </PublicFormFrame>
          )}
        </section>

        <aside aria-labelledby="opd-days" className="space-y-4 text-slate-700">
          <h2 id="opd-days" className="text-xl font-bold text-slate-900">
            {t("forms.appointment.opdDays")}
          </h2>
          <dl className="space-y-3">
            {departments.map((entry) => (
              <div key={entry.department}>
                <dt className="font-semibold text-slate-900">{entry.department}</dt>
                <dd className="text-sm">{entry.dates.slice(0, 6).map(shortDate(language)).join(", ")}</dd>
              </div>
            ))}
          </dl>
          <p>
            {rich("forms.appointment.timetable", {
              link: (
                <Link className={linkClass} to="/hospitals/opd">
                  {t("forms.appointment.timetableLink")}
                </Link>
              ),
            })}
          </p>
          <p>
            {rich("forms.appointment.noAppointment", {
              emergency: (
                <Link className={linkClass} to="/hospitals/emergency">
                  {t("forms.appointment.emergency")}
                </Link>
              ),
              phone: (
                <a className={linkClass} href={telHref(contact.phone)}>
                  {contact.phone}
                </a>
              ),
            })}
          </p>
        </aside>
      </div>
    </main>
  );
}
