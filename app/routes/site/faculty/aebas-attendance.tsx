import { Link } from "react-router";
import { aebasAttendance } from "~/content/faculty-landing";
import { siteConfig } from "~/content/site-config";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/aebas-attendance";

export const meta: Route.MetaFunction = (args) => pageMeta(args, aebasAttendance);

export default function AebasAttendance() {
  return (
    <main>
      <PageHero
        title={aebasAttendance.title}
        lead={aebasAttendance.lead}
        breadcrumbs={[{ label: "Faculty", to: "/faculty" }]}
      />
      <PageBody>
        <Prose paragraphs={aebasAttendance.intro} />
        <ul className="max-w-3xl space-y-3 font-semibold">
          <li>
            <a
              href={siteConfig.external.aebasAttendance}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-800 underline"
            >
              Faculty attendance on the National Medical Commission's site
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <Link to="/faculty/department-wise" className="text-brand-800 underline">
              Department-wise Faculty (NMC): this month's list
            </Link>
          </li>
        </ul>
      </PageBody>
    </main>
  );
}
