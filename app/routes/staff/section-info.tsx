import { Link, useLocation } from "react-router";
import { sectionContent } from "../../staff/section-content";
import { staffMeta } from "../../staff/staff-meta";
import { buttonClass } from "../../ui/button";
import type { Route } from "./+types/section-info";

const sectionOf = (pathname: string) => sectionContent[pathname.split("/").filter(Boolean).at(-1) ?? ""];

export const meta = ({ location }: Route.MetaArgs) =>
  staffMeta(sectionOf(location.pathname)?.title ?? "Dashboard");

/** Help & Support: what each screen is for. */
export default function SectionInfo() {
  const section = sectionOf(useLocation().pathname);
  if (!section) return null;
  return (
    <section className="max-w-3xl rounded-lg bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">{section.title}</h1>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 text-slate-700">
          {paragraph}
        </p>
      ))}
      {section.links ? (
        <div className="mt-5 flex flex-wrap gap-2">
          {section.links.map((link, index) => (
            <Link
              key={link.to}
              to={link.to}
              className={index === 0 ? buttonClass.primary : buttonClass.secondary}
            >
              {link.label}
            </Link>
          ))}
        </div>
      ) : null}
    </section>
  );
}
