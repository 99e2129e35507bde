import { data } from "react-router";
import { privacyNoticeCollection } from "../../../../contract/collections/privacy-notice";
import { FORM_NOTICES, PRIVACY_FORMS, retentionLabel } from "../../../../contract/privacy";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { NoticeLines } from "~/site/forms/privacy-notice";
import { RenderedMarkdown } from "~/site/content/rendered-markdown";
import { PageHero } from "~/site/page-hero";
import { PreviewNote } from "~/site/preview-note";
import { isStaffPreview } from "~/site/preview-request.server";
import { useSiteContact } from "~/site/site-contact";
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
  if (!notice) return [{ title: "Not found" }];
  return pageMeta(args, { title: notice.title, description: notice.lead });
};

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { notice, preview, retentionMonths, updatedAt } = loaderData;
  const contact = useSiteContact();
  return (
    <main>
      <PageHero title={notice.title} lead={notice.lead} />
      <PageBody>
        {preview ? (
          <PreviewNote>
            {notice.draft
              ? "this notice is a draft: visitors still see the published version."
              : "as published."}
          </PreviewNote>
        ) : null}
        <article className="max-w-3xl space-y-10">
          <RenderedMarkdown html={notice.html.body ?? ""} />
          <section aria-labelledby="forms-title" className="space-y-4">
            <h2 id="forms-title" className="text-lg font-bold text-slate-900">
              What each form collects, and for how long
            </h2>
            <p className="text-slate-700">
              The retention period the college has set for enquiries and messages is{" "}
              <strong>{retentionLabel(retentionMonths)}</strong> after they are closed.
            </p>
            <ul className="space-y-4">
              {PRIVACY_FORMS.map((form) => {
                const facts = FORM_NOTICES[form];
                return (
                  <li key={form} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                    <h3 className="font-semibold text-brand-900">{facts.form}</h3>
                    <div className="text-slate-700">
                      <NoticeLines
                        lines={[
                          ["What", facts.collects],
                          ["Why", facts.purpose],
                          ["How long", facts.kept(retentionMonths)],
                          ["Withdraw or erase", facts.withdraw],
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
              Whom to contact
            </h2>
            <p>
              Questions about your personal data, a request to see, correct or erase it, withdrawal of consent
              and grievances go to the college's privacy contact, who answers on the college's behalf:
            </p>
            <address className="space-y-1 not-italic">
              <p>
                E-mail:{" "}
                <a href={`mailto:${contact.emails.privacy}`} className="break-all text-brand-700 underline">
                  {contact.emails.privacy}
                </a>
              </p>
              <p>
                Phone:{" "}
                <a href={telHref(contact.phone)} className="text-brand-700 underline">
                  {contact.phone}
                </a>
              </p>
              <p>Post: Privacy contact, {contact.addressLine}</p>
            </address>
          </section>
          <LastUpdated at={updatedAt} />
        </article>
      </PageBody>
    </main>
  );
}
