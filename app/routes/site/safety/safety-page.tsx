import { Fragment } from "react";
import { Link } from "react-router";
import type { GrievanceGroup } from "../../../../contract/grievances";
import {
  committeesCollection,
  SAFETY_BODY_SLUGS,
  type SafetyBody,
} from "../../../../contract/collections/committees";
import type { Language } from "../../../../contract/language";
import { safetyLinksCollection, safetyLinkTarget } from "../../../../contract/collections/safety-links";
import { loadCategoryDocuments } from "~/site/content/category-documents.server";
import { useEnglishFallback } from "~/site/content/english-fallback";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { loadSitePage } from "~/site/content/site-page.server";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { ExternalIcon, MailIcon, PhoneIcon } from "~/site/site-icons";
import { telHref } from "~/ui/tel-href";
import type { Route } from "./+types/safety-page";

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

export const handle: SiteHandle = { translated: true };

/** A safety body's name when no committee holds its role yet (contract's SAFETY_BODIES). */
const BODY_KEYS = {
  "anti-ragging-committee": "patients.safety.antiRaggingCommittee",
  "anti-ragging-squad": "patients.safety.antiRaggingSquad",
  "nodal-officer": "patients.safety.nodalOfficer",
  "internal-committee": "patients.safety.internalCommittee",
  "grievance-committee": "patients.safety.grievanceCommittee",
  ombudsperson: "patients.safety.ombudsperson",
  "grievance-officer": "patients.safety.grievanceOfficer",
} as const satisfies Record<SafetyBody, string>;

/** A kind of complaint in the yearly figures (contract's GRIEVANCE_GROUPS). */
const GROUP_KEYS = {
  ragging: "patients.safety.ragging",
  "sexual-harassment": "patients.safety.sexualHarassment",
  grievance: "patients.safety.otherGrievances",
} as const satisfies Record<GrievanceGroup, string>;

/** "18 Nov 2025" ("18 नव॰ 2025"): an order's date. */
const formatOrderDate = (date: string, language: Language) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(language === "hi" ? "hi-IN" : "en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

/**
 * The page's text (site-pages), the helplines, undertaking and regulations (safety-links), the committees holding
 * a safety role with their members (committees), the college's own orders (documents of the "safety" category)
 * and the yearly figures, through their services.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ page }, { documents, preview }, years] = await Promise.all([
    loadSitePage(context, request, "/safety"),
    loadCategoryDocuments(context, request, "safety"),
    context.services.grievances.stats(),
  ]);
  const { collections } = context.services;
  const [committees, links] = await Promise.all([
    collections.pages(committeesCollection).records({ preview, language: context.language }),
    collections.pages(safetyLinksCollection).records({ preview, language: context.language }),
  ]);
  const shown = links.flatMap((link) => {
    const target = safetyLinkTarget(link);
    // `fallbacks` travel along: an English name or line on a Hindi page is marked lang="en" (useEnglishFallback).
    return target
      ? [
          {
            _id: link._id,
            kind: link.kind,
            label: link.label,
            detail: link.detail,
            target,
            fallbacks: link.fallbacks,
          },
        ]
      : [];
  });
  const bodies = SAFETY_BODY_SLUGS.map((role) => ({
    role,
    committees: committees
      .filter((committee) => committee.safetyRole === role)
      // A name or member's role shown in English for want of its Hindi: marked `lang="en"`, the hero adds the
      // note (both find it through `fallbacks`).
      .map(({ _id, name, members, fallbacks }) => {
        const shown = fallbacks.filter((path) => path === "name" || MEMBER_ROLE.test(path));
        return { _id, name, members, ...(shown.length ? { fallbacks: shown } : {}) };
      }),
  }));
  return {
    page,
    helplines: shown.filter((link) => link.kind === "helpline"),
    undertakings: shown.filter((link) => link.kind === "undertaking"),
    regulations: shown.filter((link) => link.kind === "regulation"),
    bodies,
    documents: documents.map(({ title, url, date, fallbacks }) => ({ title, href: url, date, fallbacks })),
    years,
    updatedAt: newest([
      page.updatedAt,
      ...links.map((link) => link.updatedAt),
      ...committees.map((c) => c.updatedAt),
    ]),
  };
}

/** A member's role among a record's `fallbacks` (`members.0.role`). */
const MEMBER_ROLE = /^members\.\d+\.role$/;

type Member = Route.ComponentProps["loaderData"]["bodies"][number]["committees"][number]["members"][number];

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

function ContactLines({ contact }: { contact: Member }) {
  const { t } = useMessages();
  const englishIf = useEnglishFallback();
  return (
    <li className="py-3">
      <p className="font-semibold text-slate-900">{contact.name}</p>
      <p lang={englishIf(contact.role)} className="text-sm text-slate-600">
        {contact.role}
      </p>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {contact.phone ? (
          <a href={telHref(contact.phone)} className={linkClass}>
            <span className="sr-only">{t("patients.safety.call", { name: contact.name })} </span>
            {contact.phone}
          </a>
        ) : null}
        {contact.email ? (
          <a href={`mailto:${contact.email}`} className={`${linkClass} break-all`}>
            <span className="sr-only">{t("patients.safety.email", { name: contact.name })} </span>
            {contact.email}
          </a>
        ) : null}
      </p>
    </li>
  );
}

export default function SafetyPage({ loaderData }: Route.ComponentProps) {
  const { page, helplines, undertakings, regulations, bodies, documents, years, updatedAt } = loaderData;
  const { language, t } = useMessages();
  const englishIf = useEnglishFallback();
  return (
    <main>
      <PageHero title={page.title} lead={page.lead} />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-8 sm:py-12">
        <section aria-labelledby="helplines">
          <h2 id="helplines" className="text-2xl font-bold text-slate-900">
            {t("patients.safety.helplines")}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {helplines.map((helpline) => (
              <li key={helpline._id}>
                <a
                  href={helpline.target.href}
                  className="flex h-full items-start gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900 hover:bg-red-100"
                >
                  {helpline.target.kind === "tel" ? (
                    <PhoneIcon className="mt-1 h-6 w-6 shrink-0" />
                  ) : (
                    <MailIcon className="mt-1 h-6 w-6 shrink-0" />
                  )}
                  <span>
                    <span lang={englishIf(helpline.label)} className="block text-sm font-medium">
                      {helpline.label}
                    </span>
                    <span className="block text-xl font-bold break-all">{helpline.target.text}</span>
                    <span lang={englishIf(helpline.detail)} className="block text-sm">
                      {helpline.detail}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link
              to="/safety/complaint"
              className="rounded-md bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800"
            >
              {t("patients.safety.complain")}
            </Link>
            <Link
              to="/safety/status"
              className="rounded-md border border-brand-700 px-5 py-3 text-center font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t("patients.safety.follow")}
            </Link>
          </div>
          <p className="mt-3 text-sm text-slate-600">{t("patients.safety.whoReads")}</p>
        </section>

        <section aria-labelledby="committees">
          <h2 id="committees" className="text-2xl font-bold text-slate-900">
            {t("patients.safety.committees")}
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {bodies.map(({ role, committees }) => {
              const members = committees.flatMap((committee) => committee.members);
              return (
                <section
                  key={role}
                  aria-labelledby={`body-${role}`}
                  className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <h3 id={`body-${role}`} className="text-lg font-semibold text-slate-900">
                    {committees.length
                      ? committees.map((committee, index) => (
                          <Fragment key={committee._id}>
                            {index ? ", " : null}
                            <span lang={englishIf(committee.name)}>{committee.name}</span>
                          </Fragment>
                        ))
                      : t(BODY_KEYS[role])}
                  </h3>
                  {members.length ? (
                    <ul className="divide-y divide-slate-100">
                      {members.map((contact, index) => (
                        <ContactLines key={`${contact.name}-${index}`} contact={contact} />
                      ))}
                    </ul>
                  ) : (
                    <p className="mt-2 text-sm text-slate-600">{t("patients.safety.noMembers")}</p>
                  )}
                </section>
              );
            })}
          </div>
        </section>

        <section aria-labelledby="undertaking-and-rules">
          <h2 id="undertaking-and-rules" className="text-2xl font-bold text-slate-900">
            {t("patients.safety.undertaking")}
          </h2>
          {undertakings.map((undertaking) => (
            <p key={undertaking._id} className="mt-3">
              <a
                href={undertaking.target.href}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                <span lang={englishIf(undertaking.label)}>{undertaking.label}</span>
                <ExternalIcon className="ml-1 inline h-4 w-4" />
                <span className="sr-only"> {t("shell.opensInNewTab")}</span>
              </a>
              <span lang={englishIf(undertaking.detail)} className="block text-sm text-slate-600">
                {undertaking.detail}
              </span>
            </p>
          ))}
          {documents.length ? (
            <ul aria-label={t("patients.safety.orders")} className="mt-4 space-y-3">
              {documents.map((document) => (
                <li key={document.href}>
                  <a href={document.href} className={linkClass}>
                    <span lang={englishIf(document.title)}>{document.title}</span>
                    <span className="sr-only"> (PDF)</span>
                  </a>
                  <span className="block text-sm text-slate-600">
                    {t("patients.safety.dated", { date: formatOrderDate(document.date, language) })}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          <ul className="mt-4 space-y-3">
            {regulations.map((regulation) => (
              <li key={regulation._id}>
                <a
                  href={regulation.target.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  <span lang={englishIf(regulation.label)}>{regulation.label}</span>
                  <span className="sr-only"> {t("shell.opensInNewTab")}</span>
                </a>
                <span lang={englishIf(regulation.detail)} className="block text-sm text-slate-600">
                  {regulation.detail}
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="figures">
          <h2 id="figures" className="text-2xl font-bold text-slate-900">
            {t("patients.safety.figures")}
          </h2>
          {years.length ? (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full min-w-[20rem] text-left text-sm">
                <caption className="sr-only">{t("patients.safety.figuresCaption")}</caption>
                <thead>
                  <tr className="border-b border-slate-300">
                    <th scope="col" className="py-2 pr-3">
                      {t("patients.safety.year")}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t("patients.safety.kind")}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      {t("patients.safety.received")}
                    </th>
                    <th scope="col" className="py-2 text-right">
                      {t("patients.safety.resolved")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {years.flatMap((year) =>
                    year.groups.map((group) => (
                      <tr key={`${year.year}-${group.group}`} className="border-b border-slate-100">
                        <td className="py-2 pr-3">{year.year}</td>
                        <td className="py-2 pr-3">{t(GROUP_KEYS[group.group])}</td>
                        <td className="py-2 pr-3 text-right">{group.received}</td>
                        <td className="py-2 text-right">{group.resolved}</td>
                      </tr>
                    )),
                  )}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="mt-3 text-slate-600">{t("patients.safety.noComplaints")}</p>
          )}
        </section>
        <LastUpdated at={updatedAt} />
      </div>
    </main>
  );
}
