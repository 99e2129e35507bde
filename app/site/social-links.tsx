import type { SocialNetwork } from "../../contract/site-settings";
import { useSiteContact } from "./site-contact";

type Network = SocialNetwork;

// Simple 24×24 glyphs (own drawings, no icon font: nothing extra to download).
const glyphs: Record<Network, string> = {
  facebook:
    "M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.3c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2H7.6v3.6h2.7V22H14v-9.9h2.7l.4-3.6H14Z",
  instagram:
    "M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6Zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2Zm6.1-8.1a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM12 3.6c2.7 0 3 0 4.1.1 2.7.1 4 1.4 4.1 4.1.1 1.1.1 1.4.1 4.1s0 3-.1 4.1c-.1 2.7-1.4 4-4.1 4.1-1.1.1-1.4.1-4.1.1s-3 0-4.1-.1c-2.7-.1-4-1.4-4.1-4.1C3.7 15 3.6 14.7 3.6 12s0-3 .1-4.1c.1-2.7 1.4-4 4.1-4.1C9 3.7 9.3 3.6 12 3.6ZM12 2C9.3 2 8.9 2 7.9 2.1 4.2 2.3 2.3 4.2 2.1 7.9 2 8.9 2 9.3 2 12s0 3.1.1 4.1c.2 3.7 2.1 5.6 5.8 5.8 1 .1 1.4.1 4.1.1s3.1 0 4.1-.1c3.7-.2 5.6-2.1 5.8-5.8.1-1 .1-1.4.1-4.1s0-3.1-.1-4.1C21.7 4.2 19.8 2.3 16.1 2.1 15.1 2 14.7 2 12 2Z",
  linkedin:
    "M6.9 8.8H3.4V20h3.5V8.8ZM5.2 3.3a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM20.6 13.9c0-3-.7-5.4-4.2-5.4-1.7 0-2.8.9-3.3 1.8h-.1V8.8H9.7V20h3.5v-5.5c0-1.5.3-2.9 2.1-2.9s1.8 1.7 1.8 3V20h3.5v-6.1Z",
  twitter:
    "M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.3L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7L17.8 3Zm-1 16.2h1.7L7.3 4.7H5.5l11.3 14.5Z",
  youtube:
    "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3-5.2 3Z",
};

/** The college's social profiles (those staff filled in), as icon links that open in a new tab. */
export function SocialLinks({
  className = "",
  iconClass = "h-4 w-4",
}: {
  className?: string;
  iconClass?: string;
}) {
  const { social } = useSiteContact();
  return (
    <ul className={`flex items-center ${className || "gap-1"}`}>
      {social.map((profile) => (
        <li key={profile.network}>
          <a
            href={profile.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${profile.label} (opens in a new tab)`}
            className="inline-flex h-7 w-7 items-center justify-center rounded-full transition-colors hover:bg-white/15"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass} fill="currentColor">
              <path d={glyphs[profile.network]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
