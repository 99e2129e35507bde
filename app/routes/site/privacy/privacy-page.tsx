import { data } from "react-router";
import { privacyNoticeCollection } from "../../../../contract/collections/privacy-notice";
import { PRIVACY_FORMS, type PrivacyForm } from "../../../../contract/privacy";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { NOTICE_KEYS, NoticeLines, periodText } from "~/site/forms/privacy-notice";
import { RenderedMarkdown } from "~/site/content/rendered-markdown";
import { PageHero } from "~/site/page-hero";
import { PreviewNote } from "~/site/preview-note";
import { isStaffPreview } from "~/site/preview-request.server";
import { useSiteContact } from "~/site/site-contact";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import { telHref } from "~/ui/tel-href";
import type { Route } from "./+types/privacy-page";

/** The privacy notice (ADR 020): the staff-edited text, then each form's facts and whom to write to. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const preview = await isStaffPreview(context, request);
  const [notice] = await context.services.collections
    .pages(privacyNoticeCollection)
    .records({ preview, language: context.language });
  if (!notice) throw data("Not found", { status: 404 });
  const settings = await context.services.privacy.settings();
  return {
    notice,
    preview,
    retentionMonths: settings.retentionMonths,
    // The retention period is part of what the page says: its change is a change of the page.
    updatedAt: newest([notice.updatedAt, settings.updatedAt]),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const notice = args.data?.notice;
  if (!notice) return [{ title: metaMessages(args).t("notFound.pageTitle") }];
  return pageMeta(args, { title: notice.title, description: notice.lead });
};

type Translate = ReturnType<typeof useMessages>["t"];

/**
 * What a form collects, why, for how long and how to withdraw (contract/privacy.ts FORM_NOTICES), in the
 * page's language: the forms' notices' texts, under the form's name.
 */
function formFacts(form: PrivacyForm, period: string, t: Translate) {
  const keys = NOTICE_KEYS[form];
  return {
    form: t(keys.form),
    collects: t(keys.collects),
    purpose: t(keys.purpose),
    kept: t(keys.kept, { period }),
    withdraw: t(keys.withdraw),
  };
}

export const handle: SiteHandle = { translated: true };

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { notice, preview, retentionMonths, updatedAt } = loaderData;
  const contact = useSiteContact();
  const { t, rich } = useMessages();
  const period = periodText(retentionMonths, t);
  return (
    <main>
      <PageHero title={notice.title} lead={notice.lead} />
      <PageBody>
        {preview ? (
          <PreviewNote>
            {notice.draft ? t("about.privacy.noticeDraft") : t("applicants.preview.asPublished")}
          </PreviewNote>
        ) : null}
        <article className="max-w-3xl space-y-10">
          <RenderedMarkdown html={notice.html.body ?? ""} />
          <section aria-labelledby="forms-title" className="space-y-4">
            <h2 id="forms-title" className="text-lg font-bold text-slate-900">
              {t("about.privacy.formsTitle")}
            </h2>
            <p className="text-slate-700">
              {rich("about.privacy.retention", { period: <strong>{period}</strong> })}
            </p>
            <ul className="space-y-4">
              {PRIVACY_FORMS.map((form) => {
                const facts = formFacts(form, period, t);
                return (
                  <li key={form} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                    <h3 className="font-semibold text-brand-900">{facts.form}</h3>
                    <div className="text-slate-700">
                      <NoticeLines
                        lines={[
                          [t("about.privacy.what"), facts.collects],
                          [t("forms.privacy.why"), facts.purpose],
                          [t("forms.privacy.howLong"), facts.kept],
                          [t("about.privacy.withdraw"), facts.withdraw],
                        ]}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
          <section aria-labelledby="contact-title" className="space-y-2 text-slate-700">
            <h2 id="contact-title" className="text-lg font-bold text-slate-900">
              {t("about.privacy.contactTitle")}
            </h2>
            <p>{t("about.privacy.contactText")}</p>
            <address className="space-y-1 not-italic">
              <p>
                {t("about.privacy.email")}{" "}
                <a href={`mailto:${contact.emails.privacy}`} className="break-all text-brand-700 underline">
                  {contact.emails.privacy}
                </a>
              </p>
              <p>
                {t("about.privacy.phone")}{" "}
                <a href={telHref(contact.phone)} className="text-brand-700 underline">
                  {contact.phone}
                </a>
              </p>
              <p>{t("about.privacy.post", { address: contact.addressLine })}</p>
            </address>
          </section>
          <LastUpdated at={updatedAt} />
        </article>
      </PageBody>
    </main>
  );
}
