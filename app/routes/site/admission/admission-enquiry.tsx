import { COUNSELLING_COURSES } from "../../../../contract/counselling";
import { COURSES, enquiryInput } from "../../../../contract/enquiry";
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
import { messagesOf, metaMessages, useMessages } from "~/site/i18n/messages";
import type { MessageKey } from "~/site/i18n/messages.en";
import type { SiteHandle } from "~/site/i18n/site-handle";

const ENQUIRY_FIELDS = [
  "name",
  "email",
  "phone",
  "course",
  "neetScore",
  "message",
  "updatesConsent",
] as const;

/** Each field's label, as the form shows it and a refusal names it. */
const ENQUIRY_LABELS: Record<(typeof ENQUIRY_FIELDS)[number], MessageKey> = {
  name: "forms.enquiry.firstName",
  email: "forms.enquiry.email",
  phone: "forms.enquiry.phone",
  course: "forms.enquiry.course",
  neetScore: "forms.enquiry.neetScore",
  message: "forms.field.message",
  updatesConsent: "forms.enquiry.updatesConsent",
};

export const handle: SiteHandle = { translated: true };

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaMessages(args);
  return pageMeta(args, {
    title: t("forms.enquiry.title"),
    description: t("forms.enquiry.description", { college: siteConfig.shortName }),
  });
};

export async function loader({ context }: Route.LoaderArgs) {
  return {
    courses: [...COURSES],
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
    labels: ENQUIRY_LABELS,
    // The page's language stays with the enquiry: its acknowledgement is written in it.
    toInput: (values) => ({ ...values, language: context.language }),
    save: (input, visitor) =>
      context.services.enquiries.create(visitor, input, {
        visit: visitSourceFromCookieHeader(request.headers.get("Cookie")),
      }),
    successMessage: messagesOf(context.language).t("forms.enquiry.sent"),
    referenceOf: (enquiry) => enquiry.reference,
  });
}

export default function AdmissionEnquiryPage({ loaderData }: Route.ComponentProps) {
  const contact = useSiteContact();
  // The admissions office's line when an editor keeps one (the phone list keyed admissions), else the main phone.
  const admissionsPhones = phonesOf(contact, "admissions");
  const callNumbers = admissionsPhones.length ? admissionsPhones : [contact.phone];
  const form = usePostedForm<(typeof ENQUIRY_FIELDS)[number]>();
  const { t, rich } = useMessages();
  const link = "text-brand-700 underline underline-offset-2";

  return (
    <main>
      <PageHero
        title={t("forms.enquiry.title")}
        lead={t("forms.enquiry.lead", { session: contact.admissionSession })}
        breadcrumbs={[{ label: t("nav.admission"), to: "/admission" }]}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:py-14 lg:grid-cols-3">
        <section
          aria-labelledby="enquiry-form"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 lg:col-span-2"
        >
          <h2 id="enquiry-form" className="text-2xl font-bold text-slate-900">
            {t("forms.enquiry.heading")}
          </h2>
          <p className="mt-1 mb-5 text-slate-600">{t("forms.requiredNote")}</p>
          <PublicFormFrame
            form={form}
            anchor="enquiry-form"
            endpoint="/api/enquiry"
            successMessage={t("forms.enquiry.sent")}
            labels={ENQUIRY_LABELS}
            sendsLanguage
            submitLabel={t("forms.enquiry.submit")}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <ContactDetailsFields form={form} labels={ENQUIRY_LABELS} nameAutoComplete="given-name" />
              <PostedSelect
                form={form}
                name="course"
                label={t(ENQUIRY_LABELS.course)}
                placeholder={t("forms.enquiry.coursePlaceholder")}
                options={loaderData.courses.map((course) => ({ value: course, label: course }))}
                required
              />
              <PostedInput
                form={form}
                name="neetScore"
                label={t(ENQUIRY_LABELS.neetScore)}
                type="text"
                inputMode="numeric"
                required
                hint={t("forms.enquiry.neetHint")}
              />
            </div>
            <PostedTextarea
              form={form}
              name="message"
              label={t(ENQUIRY_LABELS.message)}
              rows={5}
              hint={t("forms.enquiry.messageHint")}
            />
            <PostedCheckbox
              form={form}
              name="updatesConsent"
              label={t(ENQUIRY_LABELS.updatesConsent)}
              hint={t("forms.enquiry.updatesHint")}
            />
            <PrivacyNotice form="enquiry" retentionMonths={loaderData.retentionMonths} />
          </PublicFormFrame>
        </section>

        <aside aria-labelledby="other-ways" className="space-y-4 text-slate-700">
          <h2 id="other-ways" className="text-xl font-bold text-slate-900">
            {t("forms.enquiry.otherWays")}
          </h2>
          <p>
            {rich("forms.enquiry.emailOrCall", {
              email: (
                <a className={link} href={`mailto:${contact.emails.admissions}`}>
                  {contact.emails.admissions}
                </a>
              ),
              numbers: callNumbers.map((number, index) => (
                <span key={number}>
                  {index > 0 ? t("forms.enquiry.or") : null}
                  <a className={link} href={telHref(number)}>
                    {number}
                  </a>
                </span>
              )),
            })}
          </p>
          <p>
            {rich("forms.enquiry.board", {
              link: (
                <a
                  className={link}
                  href={siteConfig.external.stateEntranceBoard}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t("forms.enquiry.boardLink")}
                  <span className="sr-only"> {t("shell.opensInNewTab")}</span>
                </a>
              ),
            })}
          </p>
          <p>
            {rich("forms.enquiry.fees", {
              mbbs: (
                <Link className={link} to="/admission/mbbs">
                  {t("forms.enquiry.mbbs")}
                </Link>
              ),
              ug: (
                <Link className={link} to="/academics/ug-fee-structure">
                  {t("forms.enquiry.ugFees")}
                </Link>
              ),
              pg: (
                <Link className={link} to="/academics/pg-fee-structure">
                  {t("forms.enquiry.pgFees")}
                </Link>
              ),
            })}
          </p>
        </aside>
      </div>
      <div className="mx-auto max-w-6xl space-y-10 px-4 pb-12">
        <CounsellingSection courses={COUNSELLING_COURSES} rounds={loaderData.rounds} />
      </div>
    </main>
  );
}
