import { CONTACT_FORM_CATEGORIES, contactInput } from "../../../../contract/contact";
import { siteConfig } from "~/content/site-config";
import { LastUpdated } from "~/site/content/last-updated";
import { loadSitePage } from "~/site/content/site-page.server";
import { SitePageText } from "~/site/content/site-page-text";
import { submitPublicForm } from "~/site/forms/public-form.server";
import { PageHero } from "~/site/page-hero";
import { officeHoursIn, useSiteContact } from "~/site/site-contact";
import { pageMeta } from "~/site/seo";
import { telHref } from "~/ui/tel-href";
import type { Route } from "./+types/contact-page";
import { contactCards, contactPhoneLists } from "./contact-cards";
import { CONTACT_FIELDS, CONTACT_LABELS, ContactForm } from "./contact-form";
import { messagesOf, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { useEnglishFallback } from "~/site/content/english-fallback";

export const handle: SiteHandle = { translated: true };
export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: "Not found" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { page, preview } = await loadSitePage(context, request, "/contact");
  return {
    page,
    preview,
    retentionMonths: await context.services.privacy.retentionMonths(),
    categories: CONTACT_FORM_CATEGORIES,
  };
}

/** The message form posted without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return submitPublicForm({
    request,
    context,
    fields: CONTACT_FIELDS,
    schema: contactInput,
    labels: CONTACT_LABELS,
    // The page's language stays with the message: its acknowledgement is written in it.
    toInput: (values) => ({ ...values, language: context.language }),
    save: (input, visitor) => context.services.messages.create(visitor, input),
    successMessage: messagesOf(context.language).t("forms.contact.sent"),
  });
}

const cardIcons: Record<string, React.ReactNode> = {
  email: <path d="M3 6.5h18v11H3zM3.5 7l8.5 6.5L20.5 7" />,
  call: (
    <path d="M6.6 3.5h3l1.4 4-2 1.3a11 11 0 0 0 5.2 5.2l1.3-2 4 1.4v3a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2Z" />
  ),
  visit: (
    <>
      <path d="M12 21s-6.5-6.2-6.5-11a6.5 6.5 0 0 1 13 0c0 4.8-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
};

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const contact = useSiteContact();
  const { t, rich, language } = useMessages();
  const englishIf = useEnglishFallback();
  const officeHours = officeHoursIn(contact, language);
  return (
    <main>
      <PageHero title={loaderData.page.title} lead={loaderData.page.lead} />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 sm:py-14">
        <SitePageText page={loaderData.page} preview={loaderData.preview} className="text-lg" />

        <ul className="grid gap-4 sm:grid-cols-3">
          {contactCards(contact, t).map((card) => (
            <li key={card.kind} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-9 w-9 rounded-full bg-brand-50 p-1.5 text-brand-700"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinejoin="round"
              >
                {cardIcons[card.kind]}
              </svg>
              <h2 className="mt-3 text-lg font-semibold text-slate-900">{card.title}</h2>
              <p className="mt-1 text-slate-600">{card.text}</p>
              <a
                href={card.href}
                className="mt-2 inline-block font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
                {...(card.kind === "visit" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              >
                {card.linkText}
                {card.kind === "visit" ? <span className="sr-only"> {t("shell.opensInNewTab")}</span> : null}
              </a>
            </li>
          ))}
        </ul>

        <div className="grid gap-10 lg:grid-cols-5">
          <section aria-labelledby="contact-information" className="lg:col-span-2">
            <h2 id="contact-information" className="text-2xl font-bold text-slate-900">
              {t("forms.contact.information")}
            </h2>
            <address className="mt-4 text-slate-700 not-italic">
              <span className="font-semibold text-slate-900">{siteConfig.name}</span>
              <br />
              {contact.addressLine}
            </address>
            <p className="mt-2 text-slate-700">
              {t("forms.contact.emailLabel")}{" "}
              <a
                className="text-brand-700 underline underline-offset-2"
                href={`mailto:${contact.emails.general}`}
              >
                {contact.emails.general}
              </a>
              <br />
              {t("forms.contact.admissionsLabel")}{" "}
              <a
                className="text-brand-700 underline underline-offset-2"
                href={`mailto:${contact.emails.admissions}`}
              >
                {contact.emails.admissions}
              </a>
            </p>
            <div className="mt-6 space-y-5">
              {contactPhoneLists(contact).map((list) => (
                <div key={list.key}>
                  <h3 lang={englishIf(list.title)} className="font-semibold text-slate-900">
                    {list.title}
                  </h3>
                  <ul className="mt-1 space-y-1">
                    {list.numbers.map((number) => (
                      <li key={number}>
                        <a
                          href={telHref(number)}
                          className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
                        >
                          {number}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            <p className="mt-6 text-sm text-slate-600">
              {rich("forms.contact.hours", {
                hours: <span lang={officeHours.lang}>{officeHours.text}</span>,
              })}
            </p>
          </section>

          <section
            aria-labelledby="send-message"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 lg:col-span-3"
          >
            <h2 id="send-message" className="text-2xl font-bold text-slate-900">
              {t("forms.contact.heading")}
            </h2>
            <p className="mt-1 mb-5 text-slate-600">{t("forms.allRequired")}</p>
            <ContactForm categories={loaderData.categories} retentionMonths={loaderData.retentionMonths} />
          </section>
        </div>

        <section aria-labelledby="find-us">
          <h2 id="find-us" className="text-2xl font-bold text-slate-900">
            {t("forms.contact.findUs")}
          </h2>
          <p className="mt-1 text-slate-600">{contact.addressLine}</p>
          {/* The map's address is set after the first paint (app/site/enhance/site-enhance.ts): a lazy
              iframe within Chromium's load-in distance is still requested before the page paints, and a
              third-party document on the critical path cost the page 0.5 s of LCP (ADR 013). */}
          <iframe
            title={t("forms.contact.map", { name: siteConfig.name })}
            data-src={siteConfig.external.mapEmbed}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="mt-4 h-80 w-full rounded-xl border border-slate-200 sm:h-96"
          />
          <noscript>
            <iframe
              title={t("forms.contact.map", { name: siteConfig.name })}
              src={siteConfig.external.mapEmbed}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className="mt-4 h-80 w-full rounded-xl border border-slate-200 sm:h-96"
            />
          </noscript>
          <a
            href={siteConfig.external.mapLink}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-block text-brand-700 underline underline-offset-2"
          >
            {t("forms.contact.largerMap")}
            <span className="sr-only"> {t("shell.opensInNewTab")}</span>
          </a>
        </section>
        <LastUpdated at={loaderData.page.updatedAt} />
      </div>
    </main>
  );
}
