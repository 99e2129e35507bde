import { leaderMessages } from "~/content/leaders";
import { ContactLines } from "~/site/content/contact-lines";
import { PageBody } from "~/site/content/page-body";
import { contentFor, useRouteContent } from "~/site/content/route-content";
import { PageHero } from "~/site/page-hero";
import { SiteImage } from "~/site/site-image";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/leader-message";

/** One module for the four leaders' messages; the route id picks the leader. */
export const meta: Route.MetaFunction = (args) => pageMeta(args, contentFor(leaderMessages, args.matches));

export default function LeaderMessage() {
  const leader = useRouteContent(leaderMessages);
  return (
    <main>
      <PageHero title={leader.title} lead={leader.lead} breadcrumbs={[{ label: "About", to: "/about" }]} />
      <PageBody>
        <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
          <aside aria-label="Signatory" className="lg:order-last">
            <figure className="rounded-lg border border-slate-200 bg-white p-5 text-center shadow-sm lg:sticky lg:top-24">
              <SiteImage
                name={leader.portrait}
                widths={[160, 320]}
                width={240}
                height={300}
                sizes="240px"
                alt={`Portrait of ${leader.name}, ${leader.designation}`}
                className="mx-auto h-[300px] w-[240px] rounded-md object-cover"
              />
              <figcaption className="mt-4">
                <span className="block text-lg font-semibold text-brand-900">{leader.name}</span>
                <span className="block text-sm font-medium text-accent-600">{leader.designation}</span>
              </figcaption>
              <div className="mt-4 text-left">
                <ContactLines phones={leader.phones} email={leader.email} />
              </div>
            </figure>
          </aside>
          <article className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
            <h2 className="sr-only">Message</h2>
            {leader.message.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p className="pt-2 not-italic">
              <span className="block font-semibold text-brand-900">{leader.name}</span>
              <span className="block text-base text-slate-600">{leader.designation}</span>
            </p>
          </article>
        </div>
      </PageBody>
    </main>
  );
}
