import { Link } from "react-router";
import { pageItemsWithEllipses, pageWindowNumbers, type PageItem } from "./page-numbers";

interface PagerProps {
  currentPage: number;
  totalPages: number;
  /** Button mode (client lists). */
  onPageChange?: (page: number) => void;
  /** Link mode (server-rendered lists, shareable addresses). */
  hrefFor?: (page: number) => string;
  disabled?: boolean;
  /** First/last buttons and ellipses around the window of five. */
  withEnds?: boolean;
  label?: string;
  /** The controls' words in the page's language (the public site's Hindi pages); English by default. */
  words?: { previous: string; next: string; page: string };
}

const itemClass =
  "inline-flex min-w-10 h-10 items-center justify-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white aria-disabled:pointer-events-none aria-disabled:opacity-50 disabled:pointer-events-none disabled:opacity-50";

/** The one pager of the product: Previous/Next, a window of five, optionally first/last with ellipses. */
export function Pager({
  currentPage,
  totalPages,
  onPageChange,
  hrefFor,
  disabled,
  withEnds,
  label = "Pagination",
  words = { previous: "Previous", next: "Next", page: "Page" },
}: PagerProps) {
  const items: PageItem[] = withEnds
    ? pageItemsWithEllipses(currentPage, totalPages)
    : pageWindowNumbers(currentPage, totalPages);

  const control = (
    page: number,
    text: React.ReactNode,
    /** `prefix`: a page number's hidden word ("Page"), so it reads "Page 3". */
    options: { current?: boolean; unavailable?: boolean; prefix?: string } = {},
  ) => {
    const unavailable = options.unavailable || disabled;
    const ariaLabel = options.prefix ? `${options.prefix} ${text}` : undefined;
    if (hrefFor && !unavailable && !options.current) {
      return (
        <Link to={hrefFor(page)} className={itemClass} aria-label={ariaLabel} preventScrollReset>
          {text}
        </Link>
      );
    }
    if (hrefFor) {
      return (
        // No aria-label on a plain span (not allowed there): the label is visually hidden text instead.
        <span
          className={itemClass}
          aria-current={options.current ? "page" : undefined}
          aria-disabled={unavailable || undefined}
        >
          {options.prefix ? <span className="sr-only">{options.prefix} </span> : null}
          {text}
        </span>
      );
    }
    return (
      <button
        type="button"
        className={itemClass}
        aria-current={options.current ? "page" : undefined}
        aria-label={ariaLabel}
        disabled={unavailable}
        onClick={() => !options.current && onPageChange?.(page)}
      >
        {text}
      </button>
    );
  };

  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>{control(currentPage - 1, words.previous, { unavailable: currentPage <= 1 })}</li>
        {items.map((item) =>
          typeof item === "number" ? (
            <li key={item}>{control(item, item, { current: item === currentPage, prefix: words.page })}</li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ),
        )}
        <li>{control(currentPage + 1, words.next, { unavailable: currentPage >= totalPages })}</li>
      </ul>
    </nav>
  );
}
