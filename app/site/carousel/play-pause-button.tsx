import { PauseIcon, PlayIcon } from "../site-icons";
import { useMessages } from "../i18n/messages";

/**
 * Stops or restarts a carousel's autoplay (WCAG 2.2.2: moving content can be paused). Rendered as "Pause";
 * the enhancement script (app/site/enhance/carousels.ts) keeps its label and icon in step with the state, with
 * the two labels in the page's language (`data-pause`, `data-play`).
 */
export function PlayPauseButton({ what }: { what: "notices" | "testimonials" }) {
  const { t } = useMessages();
  const [pause, play] =
    what === "notices"
      ? [t("applicants.carousel.pauseNotices"), t("applicants.carousel.playNotices")]
      : [t("applicants.carousel.pauseTestimonials"), t("applicants.carousel.playTestimonials")];
  return (
    <button
      type="button"
      data-carousel-toggle
      data-playing=""
      className="group/toggle inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-100"
    >
      <PauseIcon className="hidden h-4 w-4 group-data-playing/toggle:block" />
      <PlayIcon className="block h-4 w-4 group-data-playing/toggle:hidden" />
      <span className="sr-only" data-label="" data-pause={pause} data-play={play}>
        {pause}
      </span>
    </button>
  );
}
