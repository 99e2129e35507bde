/** What a slide shows (a record of the testimonials collection). */
export interface Testimonial {
  _id: string;
  name: string;
  batch: string;
  /** 1 to 5. */
  rating: number;
  message: string;
  photo: string;
}
import { SiteImage } from "../site-image";
import { ChevronLeftIcon, ChevronRightIcon } from "../site-icons";
import { PlayPauseButton } from "./play-pause-button";
import { useMessages } from "../i18n/messages";

function Stars({ rating }: { rating: number }) {
  const { t } = useMessages();
  return (
    <div className="mt-4 flex gap-0.5" aria-label={t("applicants.carousel.rated", { rating })} role="img">
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 text-accent-500">
          <path
            d="m12 3 2.8 5.6 6.2.9-4.5 4.4 1 6.1L12 17.1 6.5 20l1-6.1L3 9.5l6.2-.9L12 3Z"
            fill={index < rating ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </div>
  );
}

function Slide({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useMessages();
  return (
    <figure className="mx-auto flex max-w-2xl flex-col items-center px-2 text-center">
      <SiteImage
        name={testimonial.photo}
        widths={[96, 192]}
        width={96}
        height={96}
        sizes="96px"
        alt={t("applicants.carousel.portrait", { name: testimonial.name })}
        className="h-24 w-24 rounded-full border-4 border-white bg-brand-100 object-cover shadow-md"
      />
      <Stars rating={testimonial.rating} />
      <blockquote className="mt-3 text-lg leading-relaxed text-slate-700">
        <p>&ldquo;{testimonial.message}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-4">
        <span className="block font-semibold text-slate-900">{testimonial.name}</span>
        <span className="text-sm text-slate-600">{testimonial.batch}</span>
      </figcaption>
    </figure>
  );
}

/** 'Alumni Speak' (public spec §2.5, §9): one testimonial at a time, looping, with pause, previous and next. */
export function TestimonialCarousel({
  testimonials,
  interval,
  speed,
}: {
  testimonials: Testimonial[];
  interval: number;
  speed: number;
}) {
  const { t } = useMessages();
  const track = [...testimonials, testimonials[0]!];
  const control =
    "inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-100";
  return (
    <div
      aria-roledescription="carousel"
      aria-label={t("applicants.carousel.testimonials")}
      role="region"
      data-carousel
      data-slides
      data-count={testimonials.length}
      data-interval={interval}
      data-speed={speed}
      data-what="testimonials"
    >
      <div className="overflow-hidden">
        <div
          className="flex"
          data-track
          style={{ transform: "translateX(-0%)", transition: `transform ${speed}ms ease-in-out` }}
        >
          {track.map((testimonial, index) => {
            const copy = index >= testimonials.length;
            const hidden = copy || index !== 0;
            return (
              <div
                key={index}
                className="w-full shrink-0"
                role="group"
                aria-roledescription="slide"
                aria-label={
                  copy
                    ? undefined
                    : t("applicants.carousel.slide", { current: index + 1, count: testimonials.length })
                }
                aria-hidden={hidden || undefined}
              >
                <Slide testimonial={testimonial} />
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-3" data-carousel-controls>
        <button type="button" data-carousel-previous className={control}>
          <ChevronLeftIcon className="h-4 w-4" />
          <span className="sr-only">{t("applicants.carousel.previous")}</span>
        </button>
        <PlayPauseButton what="testimonials" />
        <button type="button" data-carousel-next className={control}>
          <ChevronRightIcon className="h-4 w-4" />
          <span className="sr-only">{t("applicants.carousel.next")}</span>
        </button>
      </div>
      <p
        className="sr-only"
        aria-live="off"
        data-carousel-live
        data-template={t("applicants.carousel.testimonial", { current: "{current}", count: "{count}" })}
      >
        {t("applicants.carousel.testimonial", { current: 1, count: testimonials.length })}
      </p>
    </div>
  );
}
