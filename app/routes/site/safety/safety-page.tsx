import { Link } from "react-router";
import { GRIEVANCE_GROUPS } from "../../../../contract/grievances";
import {
  committeesCollection,
  SAFETY_BODIES,
  SAFETY_BODY_SLUGS,
} from "../../../../contract/collections/committees";
import { safetyLinksCollection, safetyLinkTarget } from "../../../../contract/collections/safety-links";
import { toPdfDocuments } from "~/site/content/document-links";
import { loadCategoryDocuments } from "~/site/content/category-documents.server";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { loadSitePage } from "~/site/content/site-page.server";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { ExternalIcon, MailIcon, PhoneIcon } from "~/site/site-icons";
import { telHref } from "~/ui/tel-href";
import type { Route } from "./+types/safety-page";

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: "Not found" }];

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
    return target ? [{ _id: link._id, kind: link.kind, label: link.label, detail: link.detail, target }] : [];
  });
  const bodies = SAFETY_BODY_SLUGS.map((role) => ({
    role,
    committees: committees
      .filter((committee) => committee.safetyRole === role)
      .map(({ _id, name, members }) => ({ _id, name, members })),
  }));
  return {
    page,
    helplines: shown.filter((link) => link.kind === "helpline"),
    undertakings: shown.filter((link) => link.kind === "undertaking"),
    regulations: shown.filter((link) => link.kind === "regulation"),
    bodies,
    documents: toPdfDocuments(documents),
    years,
    updatedAt: newest([
      page.updatedAt,
      ...links.map((link) => link.updatedAt),
      ...committees.map((c) => c.updatedAt),
    ]),
  };
}

type Member = Route.ComponentProps["loaderData"]["bodies"][number]["committees"][number]["members"][number];

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

function ContactLines({ contact }: { contact: Member }) {
  return (
    <li className="py-3">
      <p className="font-semibold text-slate-900">{contact.name}</p>
      <p className="text-sm text-slate-600">{contact.role}</p>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {contact.phone ? (
          <a href={telHref(contact.phone)} className={linkClass}>
            <span className="sr-only">Call {contact.name}: </span>
            {contact.phone}
          </a>
        ) : null}
        {contact.email ? (
          <a href={`mailto:${contact.email}`} className={`${linkClass} break-all`}>
            <span className="sr-only">E-mail {contact.name}: </span>
            {contact.email}
          </a>
        ) : null}
      </p>
    </li>
  );
}

export default function SafetyPage({ loaderData }: Route.ComponentProps) {
  const { page, helplines, undertakings, regulations, bodies, documents, years, updatedAt } = loaderData;
  return (
    <main>
      <PageHero title={page.title} lead={page.lead} />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-8 sm:py-12">
        <section aria-labelledby="helplines">
          <h2 id="helplines" className="text-2xl font-bold text-slate-900">
            Helplines
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
                    <span className="block text-sm font-medium">{helpline.label}</span>
                    <span className="block text-xl font-bold break-all">{helpline.target.text}</span>
                    <span className="block text-sm">{helpline.detail}</span>
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
              Complain to the college
            </Link>
            <Link
              to="/safety/status"
              className="rounded-md border border-brand-700 px-5 py-3 text-center font-semibold text-brand-800 hover:bg-brand-50"
            >
              Follow a complaint
            </Link>
          </div>
          <p className="mt-3 text-sm text-slate-600">
            A complaint is read only by the committee that handles its kind: the Internal Committee for sexual
            harassment, the grievance and anti-ragging officers for the rest. You need not give your name.
          </p>
        </section>

        <section aria-labelledby="committees">
          <h2 id="committees" className="text-2xl font-bold text-slate-900">
            Committees and officers
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
                    {committees.map((committee) => committee.name).join(", ") || SAFETY_BODIES[role]}
                  </h3>
                  {members.length ? (
                    <ul className="divide-y divide-slate-100">
                      {members.map((contact, index) => (
                        <ContactLines key={`${contact.name}-${index}`} contact={contact} />
                      ))}
                    </ul>
                  ) : (
                    <p className="mt-2 text-sm text-slate-600">
                      Members are being appointed for this year. Until then, use the helplines above or the
                      complaint form.
                    </p>
                  )}
                </section>
              );
            })}
          </div>
        </section>

        <section aria-labelledby="undertaking-and-rules">
          <h2 id="undertaking-and-rules" className="text-2xl font-bold text-slate-900">
            Undertaking and regulations
          </h2>
          {undertakings.map((undertaking) => (
            <p key={undertaking._id} className="mt-3">
              <a
                href={undertaking.target.href}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                {undertaking.label}
                <ExternalIcon className="ml-1 inline h-4 w-4" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <span className="block text-sm text-slate-600">{undertaking.detail}</span>
            </p>
          ))}
          {documents.length ? (
            <ul aria-label="The college's orders" className="mt-4 space-y-3">
              {documents.map((document) => (
                <li key={document.href}>
                  <a href={document.href} className={linkClass}>
                    {document.title}
                    <span className="sr-only"> (PDF)</span>
                  </a>
                  <span className="block text-sm text-slate-600">{document.note}</span>
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
                  {regulation.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                <span className="block text-sm text-slate-600">{regulation.detail}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="figures">
          <h2 id="figures" className="text-2xl font-bold text-slate-900">
            Complaints each year
          </h2>
          {years.length ? (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full min-w-[20rem] text-left text-sm">
                <caption className="sr-only">Complaints received and resolved, by year and kind</caption>
                <thead>
                  <tr className="border-b border-slate-300">
                    <th scope="col" className="py-2 pr-3">
                      Year
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Kind
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      Received
                    </th>
                    <th scope="col" className="py-2 text-right">
                      Resolved
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {years.flatMap((year) =>
                    year.groups.map((group) => (
                      <tr key={`${year.year}-${group.group}`} className="border-b border-slate-100">
                        <td className="py-2 pr-3">{year.year}</td>
                        <td className="py-2 pr-3">{GRIEVANCE_GROUPS[group.group]}</td>
                        <td className="py-2 pr-3 text-right">{group.received}</td>
                        <td className="py-2 text-right">{group.resolved}</td>
                      </tr>
                    )),
                  )}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="mt-3 text-slate-600">No complaints have been made through this site yet.</p>
          )}
        </section>
        <LastUpdated at={updatedAt} />
      </div>
    </main>
  );
}
