import { COUNSELLING_COURSES } from "../../../../contract/counselling";
import {
  COURSES,
  ENQUIRY_SENT_MESSAGE,
  UPDATES_CONSENT_LABEL,
  enquiryInput,
} from "../../../../contract/enquiry";
import { Link } from "react-router";
import { visitSourceFromCookieHeader } from "../../../../contract/visit-source";
import { telHref } from "~/ui/tel-href";
import { siteConfig } from "~/content/site-config";
import { ContactDetailsFields } from "~/site/forms/contact-details-fields";
import { submitPublicForm } from "~/site/forms/public-form.server";
import { PrivacyNotice } from "~/site/forms/privacy-notice";
import { PublicFormFrame } from "~/site/forms/public-form-frame";
import { PostedCheckbox, PostedInput, PostedSelect, PostedTextarea } from "~/site/forms/posted-fields";
import { CounsellingSection } from "~/site/admission/counselling-rounds";
import { usePostedForm } from "~/site/forms/posted-form";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/admission-enquiry";
import { phonesOf, useSiteContact } from "~/site/site-contact";

const ENQUIRY_FIELDS = [
  "name",
  "email",
  "phone",
  "course",
  "neetScore",
  "message",
  "updatesConsent",
] as const;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Admission Enquiry",
    description: `Ask ${siteConfig.shortName}'s admissions office about MBBS, MD and MS admission: send your course and NEET score and we will get back to you.`,
  });

export async function loader({ context }: Route.LoaderArgs) {
  return {
    courses: [...COURSES],
    sentMessage: ENQUIRY_SENT_MESSAGE,
    rounds: await context.services.counselling.current(),
    retentionMonths: await context.services.privacy.retentionMonths(),
  };
}

/** The enquiry form posted without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return submitPublicForm({
    request,
    context,
    fields: ENQUIRY_FIELDS,
    schema: enquiryInput,
    save: (input, visitor) =>
      context.services.enquiries.create(visitor, input, {
        visit: visitSourceFromCookieHeader(request.headers.get("Cookie")),
      }),
    successMessage: ENQUIRY_SENT_MESSAGE,
    referenceOf: (enquiry) => enquiry.reference,
  });
}

export default function AdmissionEnquiryPage({ loaderData }: Route.ComponentProps) {
  const contact = useSiteContact();
  // The admissions office's line when an editor keeps one (the phone list keyed admissions), else the main phone.
  const admissionsPhones = phonesOf(contact, "admissions");
  const callNumbers = admissionsPhones.length ? admissionsPhones : [contact.phone];
  const form = usePostedForm<(typeof ENQUIRY_FIELDS)[number]>();

  return (
    <main>
      <PageHero
        title="Admission Enquiry"
        lead={`MD/MS and MBBS ${contact.admissionSession}: tell us what you want to study and the admissions office will get back to you.`}
        breadcrumbs={[{ label: "Admission", to: "/admission" }]}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:py-14 lg:grid-cols-3">
        <section
          aria-labelledby="enquiry-form"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 lg:col-span-2"
        >
          <h2 id="enquiry-form" className="text-2xl font-bold text-slate-900">
            Send an enquiry
          </h2>
          <p className="mt-1 mb-5 text-slate-600">Fields marked * are required.</p>
          <PublicFormFrame
            form={form}
            anchor="enquiry-form"
            endpoint="/api/enquiry"
            successMessage={loaderData.sentMessage}
            submitLabel="Submit Enquiry"
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <ContactDetailsFields
                form={form}
                labels={{ name: "First Name", email: "Email Address", phone: "Phone Number" }}
                nameAutoComplete="given-name"
              />
              <PostedSelect
                form={form}
                name="course"
                label="Course"
                placeholder="Select a course"
                options={loaderData.courses.map((course) => ({ value: course, label: course }))}
                required
              />
              <PostedInput
                form={form}
                name="neetScore"
                label="Neet Score"
                type="text"
                inputMode="numeric"
                required
                hint="Your score as on your NEET scorecard, e.g. 612."
              />
            </div>
            <PostedTextarea
              form={form}
              name="message"
              label="Message"
              rows={5}
              hint="Optional: anything you would like to ask."
            />
            <PostedCheckbox
              form={form}
              name="updatesConsent"
              label={UPDATES_CONSENT_LABEL}
              hint="Optional. One e-mail when each counselling round for your course opens; every e-mail has a link that stops them at once."
            />
            <PrivacyNotice form="enquiry" retentionMonths={loaderData.retentionMonths} />
          </PublicFormFrame>
        </section>

        <aside aria-labelledby="other-ways" className="space-y-4 text-slate-700">
          <h2 id="other-ways" className="text-xl font-bold text-slate-900">
            Other ways to reach admissions
          </h2>
          <p>
            Email{" "}
            <a
              className="text-brand-700 underline underline-offset-2"
              href={`mailto:${contact.emails.admissions}`}
            >
              {contact.emails.admissions}
            </a>{" "}
            or call{" "}
            {callNumbers.map((number, index) => (
              <span key={number}>
                {index > 0 ? " or " : null}
                <a className="text-brand-700 underline underline-offset-2" href={telHref(number)}>
                  {number}
                </a>
              </span>
            ))}
            .
          </p>
          <p>
            Official counselling registration is done on the state entrance board&apos;s website:{" "}
            <a
              className="text-brand-700 underline underline-offset-2"
              href={siteConfig.external.stateEntranceBoard}
              target="_blank"
              rel="noopener noreferrer"
            >
              state entrance board<span className="sr-only"> (opens in a new tab)</span>
            </a>
            . This form is for general questions.
          </p>
          <p>
            Fees and eligibility: see{" "}
            <Link className="text-brand-700 underline underline-offset-2" to="/admission/mbbs">
              MBBS admission
            </Link>
            ,{" "}
            <Link className="text-brand-700 underline underline-offset-2" to="/academics/ug-fee-structure">
              UG fees
            </Link>{" "}
            and{" "}
            <Link className="text-brand-700 underline underline-offset-2" to="/academics/pg-fee-structure">
              PG fees
            </Link>
            .
          </p>
        </aside>
      </div>
      <div className="mx-auto max-w-6xl space-y-10 px-4 pb-12">
        <CounsellingSection courses={COUNSELLING_COURSES} rounds={loaderData.rounds} />
      </div>
    </main>
  );
}
