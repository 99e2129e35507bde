import { Link } from "react-router";
import type { PageLink } from "~/content/prose";
import { useMessages } from "../i18n/messages";

/** The sub-page cards of a landing page: each card is one link with a title and a line of text. */
export function LinkCardGrid({ links, label }: { links: readonly PageLink[]; label: string }) {
  const { t } = useMessages();
  return (
    <nav aria-label={label}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.to}>
            {link.external ? (
              <a
                href={link.to}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md"
              >
                <CardText link={link} />
                <span className="sr-only"> {t("applicants.externalNewTab")}</span>
              </a>
            ) : (
              <Link
                to={link.to}
                className="group flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md"
              >
                <CardText link={link} />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CardText({ link }: { link: PageLink }) {
  return (
    <>
      <span className="flex items-center justify-between gap-2 text-lg font-semibold text-brand-800 group-hover:underline">
        {link.label}
        <span aria-hidden="true" className="text-accent-600">
          {link.external ? "↗" : "→"}
        </span>
      </span>
      {link.description ? <span className="mt-2 text-sm text-slate-600">{link.description}</span> : null}
    </>
  );
}
