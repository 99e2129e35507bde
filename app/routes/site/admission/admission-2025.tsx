import { Link } from "react-router";
import { admission2025, enquiryPath } from "~/content/admission";
import { admission2025Documents } from "~/content/documents";
import { buttonClass } from "~/ui/button";
import { ContentSection } from "~/site/content/content-section";
import { PageBody } from "~/site/content/page-body";
import { PdfTileGrid } from "~/site/content/pdf-links";
import { Prose } from "~/site/content/prose-sections";
import { contentFor, useRouteContent } from "~/site/content/route-content";
import { PageHero } from "~/site/page-hero";
import { CounsellingSection } from "~/site/admission/counselling-rounds";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/admission-2025";

/** UG and PG Admission 2025: one module, picked by route id. */
export const meta: Route.MetaFunction = (args) => pageMeta(args, contentFor(admission2025, args.matches));

/** The UG page lists the MBBS rounds, the PG page the MD/MS ones. */
const coursesOf = (request: Request) =>
  new URL(request.url).pathname.includes("/pg-") ? (["MD/MS"] as const) : (["MBBS"] as const);

export async function loader({ request, context }: Route.LoaderArgs) {
  const courses = coursesOf(request);
  return { courses: [...courses], rounds: await context.services.counselling.current(courses) };
}

export default function Admission2025({ loaderData }: Route.ComponentProps) {
  const page = useRouteContent(admission2025);
  return (
    <main>
      <PageHero
        title={page.title}
        lead={page.lead}
        breadcrumbs={[{ label: "Admission", to: "/admission" }]}
      />
      <PageBody>
        <Prose paragraphs={page.welcome} />
        <CounsellingSection courses={loaderData.courses} rounds={loaderData.rounds} />
        <ContentSection title="Admission documents" intro="Each document opens as a PDF in a new tab.">
          <PdfTileGrid documents={admission2025Documents[page.course]} label={`${page.title} documents`} />
        </ContentSection>
        <div>
          <Link to={enquiryPath} className={`${buttonClass.primary} px-6 py-3 text-base`}>
            Admission Enquiry
          </Link>
        </div>
      </PageBody>
    </main>
  );
}
