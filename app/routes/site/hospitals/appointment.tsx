import { Link } from "react-router";
import {
  APPOINTMENT_FIELDS,
  APPOINTMENT_SENT_MESSAGE,
  appointmentRequestInput,
} from "../../../../contract/appointments";
import { telHref } from "~/ui/tel-href";
import { siteConfig } from "~/content/site-config";
import { submitPublicForm } from "~/site/forms/public-form.server";
import { PublicFormFrame } from "~/site/forms/public-form-frame";
import { PostedInput, PostedSelect, PostedTextarea } from "~/site/forms/posted-fields";
import { usePostedForm } from "~/site/forms/posted-form";
import type { FormConfirmation } from "~/site/forms/success-dialog";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { useSiteContact } from "~/site/site-contact";
import { FormField, inputClass } from "~/ui/form-field";
import type { Route } from "./+types/appointment";

type Field = (typeof APPOINTMENT_FIELDS)[number];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Ask for an OPD appointment",
    description: `Ask ${siteConfig.shortName}'s hospital for an OPD appointment: choose the department and a day it holds OPD, and the hospital desk will call you back to confirm.`,
  });

/** The departments holding OPD in the next 30 days, their OPD doctors and days (the OPD timetable). */
export async function loader({ context }: Route.LoaderArgs) {
  return context.services.appointments.options();
}

/** The request posted without JavaScript: the same limits, schema and service call as the API. */
export function action({ request, context }: Route.ActionArgs) {
  return submitPublicForm({
    request,
    context,
    fields: APPOINTMENT_FIELDS,
    schema: appointmentRequestInput,
    save: (input, visitor) => context.services.appointments.create(visitor, input),
    successMessage: APPOINTMENT_SENT_MESSAGE,
    receipt: (saved) => ({ reference: saved.reference }),
  });
}

/** "Mon 30 Nov" for a YYYY-MM-DD date (a calendar date: no time zone shift). */
const shortDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });

const confirmation: FormConfirmation = {
  title: "Request received",
  text: (answer) => (
    <>
      <p>Your reference is {answer("reference")}. Please note it down.</p>
      <p>
        The hospital desk will call you back to confirm the day and time. Walk-in registration at the OPD
        counter stays open: you can come without an appointment.
      </p>
    </>
  ),
};

/** Server-rendered; the form posts to this page without JavaScript and to the API with it (ADR 007, 013). */
export default function AppointmentPage({ loaderData }: Route.ComponentProps) {
  const { from, to, departments } = loaderData;
  const contact = useSiteContact();
  const form = usePostedForm<Field>();
  const linkClass = "text-brand-700 underline underline-offset-2";

  return (
    <main>
      <PageHero
        title="Ask for an OPD appointment"
        lead="Choose the department and a day it holds OPD. The hospital desk will call you back to confirm. You can always register at the counter without an appointment."
        breadcrumbs={[{ label: "Hospitals", to: "/hospitals" }]}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:py-14 lg:grid-cols-3">
        <section
          aria-labelledby="appointment-form"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 lg:col-span-2"
        >
          <h2 id="appointment-form" className="text-2xl font-bold text-slate-900">
            Your request
          </h2>
          <p className="mt-1 mb-5 text-slate-600">Fields marked * are required.</p>
          {departments.length === 0 ? (
            <p className="rounded-lg bg-amber-50 p-4 text-amber-900">
              No OPD is listed for the next 30 days. Please call the hospital reception.
            </p>
          ) : (
            <PublicFormFrame
              form={form}
              anchor="appointment-form"
              endpoint="/api/appointment-requests"
              successMessage={APPOINTMENT_SENT_MESSAGE}
              submitLabel="Ask for a call-back"
              confirmation={confirmation}
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <PostedInput
                  form={form}
                  name="name"
                  label="Patient's name"
                  type="text"
                  autoComplete="name"
                  required
                />
                <PostedInput
                  form={form}
                  name="phone"
                  label="Phone number"
                  type="tel"
                  autoComplete="tel"
                  required
                  hint="The hospital calls this number back."
                />
                <PostedSelect
                  form={form}
                  name="department"
                  label="Department"
                  placeholder="Choose a department"
                  options={departments.map((entry) => ({ value: entry.department, label: entry.department }))}
                  required
                />
                <FormField
                  label="Doctor"
                  error={form.errors.doctorId}
                  hint="Optional: a doctor of that department"
                >
                  {(ids) => (
                    <select
                      {...ids}
                      name="doctorId"
                      defaultValue={form.values.doctorId ?? ""}
                      className={inputClass}
                    >
                      <option value="">Any doctor</option>
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
                  label="Preferred day"
                  required
                  error={form.errors.preferredDate}
                  hint="A day the department holds OPD (listed beside the form), within 30 days."
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
                  label="E-mail"
                  type="email"
                  autoComplete="email"
                  hint="Optional: only to send you the confirmation."
                />
              </div>
              <PostedTextarea
                form={form}
                name="note"
                label="Anything the desk should know"
                rows={3}
                hint="Optional, at most 500 characters."
              />
            </PublicFormFrame>
          )}
        </section>

        <aside aria-labelledby="opd-days" className="space-y-4 text-slate-700">
          <h2 id="opd-days" className="text-xl font-bold text-slate-900">
            OPD days in the next 30 days
          </h2>
          <dl className="space-y-3">
            {departments.map((entry) => (
              <div key={entry.department}>
                <dt className="font-semibold text-slate-900">{entry.department}</dt>
                <dd className="text-sm">{entry.dates.slice(0, 6).map(shortDate).join(", ")}</dd>
              </div>
            ))}
          </dl>
          <p>
            Times, rooms and doctors:{" "}
            <Link className={linkClass} to="/hospitals/opd">
              the OPD timetable
            </Link>
            .
          </p>
          <p>
            No appointment is needed to see a doctor: registration at the OPD counter stays open every OPD
            day. For an emergency come straight to{" "}
            <Link className={linkClass} to="/hospitals/emergency">
              Emergency
            </Link>{" "}
            (open 24x7) or call{" "}
            <a className={linkClass} href={telHref(contact.phone)}>
              {contact.phone}
            </a>
            .
          </p>
        </aside>
      </div>
    </main>
  );
}
