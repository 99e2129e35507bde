import { Link, useLoaderData } from "react-router";
import { useSiteContact } from "~/site/site-contact";
import { homeLinks } from "~/content/navigation";
import { siteConfig } from "~/content/site-config";
import { loadBedCount } from "~/site/hospital/bed-count.server";
import { RenderedMarkdown } from "~/site/content/rendered-markdown";
import { coursesCollection } from "../../../contract/collections/courses";
import { homePageCollection } from "../../../contract/collections/home-page";
import { NoticeBoard, type BoardNotice } from "~/site/carousel/notice-board";
import { isoDateInIndia } from "~/site/content/format-date";
import { TestimonialCarousel, type Testimonial } from "~/site/carousel/testimonial-carousel";
import { testimonialsCollection } from "../../../contract/collections/testimonials";
import { MSR_HUB_PATH } from "../../../contract/disclosures";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import { ArrowRightIcon } from "~/site/site-icons";
import { SiteImage } from "~/site/site-image";
import type { Route } from "./+types/home";
import { useWrittenLanguage } from "~/site/content/english-fallback";

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaMessages(args);
  return pageMeta(args, {
    title: t("applicants.home.metaTitle", { name: siteConfig.name }),
    description: t("applicants.home.metaDescription"),
  });
};

export const handle: SiteHandle = { translated: true };

/** The home page's texts (home-page collection); a figure may name its source ({beds}, {mbbsSeats}). */
export async function loader({ context }: Route.LoaderArgs) {
  const { collections } = context.services;
  const [notices, testimonials, { beds }, [home], courses] = await Promise.all([
    context.services.notices.board(context.language),
    collections.pages(testimonialsCollection).records({ language: context.language }),
    loadBedCount(context),
    collections.pages(homePageCollection).records({ language: context.language }),
    collections.pages(coursesCollection).records({ language: context.language }),
  ]);
  const mbbsSeats = courses.find((course) => course.level === "UG")?.seats;
  const sources: Record<string, string> = {
    "{beds}": String(beds),
    "{mbbsSeats}": mbbsSeats === null || mbbsSeats === undefined ? "—" : String(mbbsSeats),
  };
  return {
    home: home
      ? {
          eyebrow: home.eyebrow,
          headline: home.headline,
          tagline: home.tagline,
          figures: home.figures.map((figure) => ({
            ...figure,
            value: sources[figure.value] ?? figure.value,
          })),
          welcomeHeading: home.welcomeHeading,
          welcome: home.html.welcome ?? "",
          bannerHeading: home.bannerHeading,
          bannerText: home.bannerText,
          reasons: home.reasons,
          courses: home.courses,
        }
      : null,
    testimonials: testimonials.map(({ _id, name, batch, rating, message, photo }) => ({
      _id,
      name,
      batch,
      rating,
      message,
      photo,
    })),
    notices: notices.map((notice) => ({
      date: isoDateInIndia(notice.publishAt),
      title: notice.title,
      text: notice.excerpt,
      to: `/notices/${notice.slug}`,
      pdf: notice.documentUrl,
      // Those shown in English for want of a Hindi text, by the board's names (marked lang="en").
      fallbacks: notice.fallbacks.map((field) => (field === "excerpt" ? "text" : field)),
    })),
  };
}

/** Notice board and testimonial timings (public spec §9). */
const carouselTimings = {
  notices: { interval: 2500, speed: 1000, visible: 3 },
  testimonials: { interval: 2500, speed: 1000 },
};

/** "Learn more" (or "Read more") with its subject for screen readers ("… about the college"), in the language's word order. */
function LearnMore({ about, read = false }: { about: string; read?: boolean }) {
  const { rich } = useMessages();
  const subject = <span className="sr-only">{about}</span>;
  return <>{rich(read ? "applicants.home.readMore" : "applicants.home.learnMore", { about: subject })}</>;
}

function SectionHeading({ id, eyebrow, title }: { id: string; eyebrow: string; title: string }) {
  return (
    <div className="text-center">
      <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 font-display text-3xl font-bold text-brand-900 sm:text-4xl">
        {title}
      </h2>
    </div>
  );
}

type Home = NonNullable<Route.ComponentProps["loaderData"]["home"]>;

function Hero({ home }: { home: Home | null }) {
  const { admissionSession } = useSiteContact();
  const { t } = useMessages();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-[radial-gradient(circle_at_85%_10%,rgba(255,255,255,0.14),transparent_45%),linear-gradient(135deg,var(--color-brand-900),var(--color-brand-700)_60%,var(--color-brand-600))] text-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-24 sm:pt-16 md:grid-cols-[1.1fr_1fr] md:pb-28">
        <div>
          <p className="inline-block rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50 ring-1 ring-white/20">
            {home?.eyebrow ?? t("applicants.home.admissions")} {admissionSession}
          </p>
          <h1 id="hero-title" className="mt-5 font-display text-4xl leading-tight font-bold sm:text-5xl">
            {home?.headline ?? siteConfig.name}
          </h1>
          {home ? (
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-50">{home.tagline}</p>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={homeLinks.apply}
              className="inline-flex items-center gap-2 rounded-md bg-accent-600 px-6 py-3 font-semibold text-white shadow-lg hover:bg-accent-700"
            >
              {t("applicants.home.applyNow")}
              <ArrowRightIcon className="h-4 w-4" />
            </Link>
            <Link
              to={homeLinks.about}
              className="inline-flex items-center rounded-md px-6 py-3 font-semibold text-white ring-1 ring-white/60 hover:bg-white/10"
            >
              <LearnMore about={t("applicants.home.aboutCollege")} />
            </Link>
          </div>
        </div>
        <div className="hidden md:block">
          <SiteImage
            name="home/hero-campus"
            widths={[480, 640, 960]}
            width={640}
            height={427}
            sizes="(min-width: 1280px) 560px, 45vw"
            alt={t("applicants.home.heroImage")}
            className="h-auto w-full rounded-2xl shadow-2xl ring-1 ring-white/20"
          />
        </div>
      </div>
    </section>
  );
}

function Statistics({ figures }: { figures: Home["figures"] }) {
  const { t } = useMessages();
  const writtenIn = useWrittenLanguage();
  return (
    <section
      aria-label={t("applicants.home.figures")}
      className="relative z-10 mx-auto -mt-14 max-w-6xl px-4"
    >
      <ul className="grid gap-4 sm:grid-cols-3">
        {figures.map((stat) => (
          <li
            key={stat.label}
            className="rounded-xl border-t-4 border-accent-500 bg-white p-5 shadow-lg sm:p-6"
          >
            <p lang={writtenIn(stat.value)} className="font-display text-4xl font-bold text-brand-700">
              {stat.value}
            </p>
            <p className="mt-1 font-semibold text-slate-900">{stat.label}</p>
            <p className="mt-1 text-sm text-slate-600">{stat.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The regulator's disclosures, one tap from the home page (MSR B.1.11 asks for this exact link). */
function Disclosures() {
  const { t } = useMessages();
  return (
    <nav aria-label={t("applicants.home.mandatoryDisclosures")} className="mx-auto mt-10 max-w-6xl px-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl border border-brand-100 bg-brand-50 px-5 py-4">
        <p className="text-sm font-semibold tracking-wide text-brand-900 uppercase">
          {t("applicants.home.disclosures")}
        </p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {[
            { to: MSR_HUB_PATH, label: t("nav.msrHub") },
            { to: "/college-information", label: t("applicants.home.collegeInformation") },
            { to: "/faculty/department-wise", label: t("applicants.home.departmentWise") },
          ].map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

function WelcomeAndNotices({ home, notices }: { home: Home | null; notices: BoardNotice[] }) {
  const { t } = useMessages();
  return (
    <div className="mx-auto mt-16 grid max-w-6xl gap-10 px-4 lg:grid-cols-[1.3fr_1fr]">
      <section aria-labelledby="welcome-title">
        <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">
          {t("applicants.home.aboutUs")}
        </p>
        <h2 id="welcome-title" className="mt-2 font-display text-3xl font-bold text-brand-900 sm:text-4xl">
          {home?.welcomeHeading ?? t("applicants.home.welcome")}
        </h2>
        {home ? <RenderedMarkdown html={home.welcome} className="mt-4 text-slate-700" /> : null}
        <Link
          to={homeLinks.about}
          className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          <LearnMore about={t("applicants.home.aboutWhoWeAre")} read />
          <ArrowRightIcon className="h-4 w-4" />
        </Link>
      </section>
      <NoticeBoard notices={notices} moreTo={homeLinks.notices} {...carouselTimings.notices} />
    </div>
  );
}

function Banner({ home }: { home: Home }) {
  return (
    <section aria-labelledby="banner-title" className="mt-20 bg-brand-800 text-white">
      <div className="mx-auto max-w-5xl px-4 py-14 text-center">
        <h2 id="banner-title" className="font-display text-4xl font-bold sm:text-5xl">
          {home.bannerHeading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{home.bannerText}</p>
      </div>
    </section>
  );
}

function Courses({ courses }: { courses: Home["courses"] }) {
  const { t } = useMessages();
  return (
    <section aria-labelledby="courses-title" className="mx-auto mt-20 max-w-6xl px-4">
      <SectionHeading
        id="courses-title"
        eyebrow={t("applicants.home.academics")}
        title={t("applicants.home.courses")}
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {courses.map((course) => (
          <li
            key={course.name}
            className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <SiteImage
              name={course.image}
              widths={[400, 640]}
              width={640}
              height={320}
              sizes="(min-width: 768px) 560px, 100vw"
              alt={course.imageAlt}
              className="aspect-[2/1] h-auto w-full bg-brand-100 object-cover"
            />
            <div className="p-6">
              <h3 className="font-display text-2xl font-bold text-brand-900">{course.name}</h3>
              <p className="mt-2 text-slate-700">{course.summary}</p>
              <Link
                to={course.to}
                className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
              >
                <LearnMore about={t("applicants.home.about", { name: course.name })} />
                <ArrowRightIcon className="h-4 w-4" />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Reasons({ reasons }: { reasons: Home["reasons"] }) {
  const { t } = useMessages();
  return (
    <section aria-labelledby="reasons-title" className="mx-auto mt-20 max-w-6xl px-4">
      <SectionHeading
        id="reasons-title"
        eyebrow={t("applicants.home.whyUs")}
        title={t("applicants.home.whyChoose", { name: siteConfig.shortName })}
      />
      <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map((reason, index) => (
          <li key={reason.title} className="flex gap-4 rounded-xl bg-brand-50 p-5">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{reason.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{reason.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function AlumniSpeak({ testimonials }: { testimonials: Testimonial[] }) {
  const { t } = useMessages();
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="alumni-title" className="mt-20 bg-gradient-to-b from-brand-50 to-white py-16">
      <div className="mx-auto max-w-4xl px-4">
        <SectionHeading
          id="alumni-title"
          eyebrow={t("applicants.home.testimonials")}
          title={t("applicants.home.alumniSpeak")}
        />
        <div className="mt-10">
          <TestimonialCarousel testimonials={testimonials} {...carouselTimings.testimonials} />
        </div>
      </div>
    </section>
  );
}

export default function Home() {
  const { home, notices, testimonials } = useLoaderData<typeof loader>();
  return (
    <main>
      <Hero home={home} />
      {home ? <Statistics figures={home.figures} /> : null}
      <Disclosures />
      <WelcomeAndNotices home={home} notices={notices} />
      {home ? <Banner home={home} /> : null}
      {home?.courses.length ? <Courses courses={home.courses} /> : null}
      {home ? <Reasons reasons={home.reasons} /> : null}
      <AlumniSpeak testimonials={testimonials} />
    </main>
  );
}
