import { PauseIcon, PlayIcon } from "../site-icons";

/**
 * Stops or restarts a carousel's autoplay (WCAG 2.2.2: moving content can be paused). Rendered as "Pause";
 * the enhancement script (app/site/enhance/carousels.ts) keeps its label and icon in step with the state.
 */
export function PlayPauseButton({ what }: { what: string }) {
  return (
    <button
      type="button"
      data-carousel-toggle
      data-playing=""
      className="group/toggle inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-100"
    >
      <PauseIcon className="hidden h-4 w-4 group-data-playing/toggle:block" />
      <PlayIcon className="block h-4 w-4 group-data-playing/toggle:hidden" />
      <span className="sr-only" data-label="">
        Pause {what}
      </span>
    </button>
  );
}
