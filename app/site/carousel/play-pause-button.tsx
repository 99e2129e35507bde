import { PauseIcon, PlayIcon } from "../site-icons";

/** Stops or restarts a carousel's autoplay (WCAG 2.2.2: moving content can be paused). */
export function PlayPauseButton({
  playing,
  onToggle,
  what,
}: {
  playing: boolean;
  onToggle: () => void;
  what: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      className="inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-100"
    >
      {playing ? <PauseIcon className="h-4 w-4" /> : <PlayIcon className="h-4 w-4" />}
      <span className="sr-only">{playing ? `Pause ${what}` : `Play ${what}`}</span>
    </button>
  );
}
