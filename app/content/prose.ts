/** Shapes shared by the content files of the informational pages. */

/** A titled block of prose: paragraphs, then optional bullet points. */
export interface ProseSection {
  heading: string;
  paragraphs?: readonly string[];
  points?: readonly string[];
}

/** A link card on a landing page. */
export interface PageLink {
  label: string;
  to: string;
  description?: string;
  /** Opens another site in a new tab. */
  external?: boolean;
}

/** A headline figure, e.g. { value: "720", label: "Teaching beds" }. */
export interface KeyFigure {
  value: string;
  label: string;
}

/** The hero and meta text every page needs. */
export interface PageText {
  title: string;
  /** The hero's lead line. */
  lead: string;
  /** Meta description (search results): about 150 characters. */
  description: string;
}
