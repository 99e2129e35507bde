/** Small inline icons of the public shell. Decorative: the text or aria-label beside them names the action. */
type IconProps = { className?: string };

const stroke = (d: string) =>
  function Icon({ className = "h-4 w-4" }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={className}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={d} />
      </svg>
    );
  };

export const ChevronDownIcon = stroke("m6 9 6 6 6-6");
export const ChevronLeftIcon = stroke("m15 18-6-6 6-6");
export const ChevronRightIcon = stroke("m9 18 6-6-6-6");
export const MenuIcon = stroke("M4 6h16M4 12h16M4 18h16");
export const CloseIcon = stroke("M18 6 6 18M6 6l12 12");
export const ExternalIcon = stroke(
  "M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5",
);
export const PhoneIcon = stroke(
  "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z",
);
export const MailIcon = stroke("M3 5h18v14H3zM3 6l9 7 9-7");
export const MapPinIcon = stroke(
  "M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Zm0-9.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
);
export const PauseIcon = stroke("M9 5v14M15 5v14");
export const PlayIcon = stroke("M7 4v16l13-8z");
export const ShieldIcon = stroke("M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z");
export const ArrowRightIcon = stroke("M5 12h14M13 6l6 6-6 6");

/** The college crest: a shield with the rod of Asclepius, drawn in the brand colours. */
export function CrestIcon({ className = "h-10 w-10" }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className={className}>
      <path d="M24 3 6 9v13c0 11 7.6 19.6 18 23 10.4-3.4 18-12 18-23V9L24 3Z" fill="#0c3c66" />
      <path d="M24 7.5 10 12.2v10c0 8.6 5.8 15.4 14 18.3 8.2-2.9 14-9.7 14-18.3v-10L24 7.5Z" fill="#155e9e" />
      <path d="M24 12v26" stroke="#fde68a" strokeWidth="2.4" strokeLinecap="round" />
      <path
        d="M28.5 16c0 2.4-9 2.6-9 5.6s9 2.4 9 5.4-9 2.6-9 5.4"
        stroke="#fff"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="28.5" cy="15.2" r="1.6" fill="#fff" />
    </svg>
  );
}
