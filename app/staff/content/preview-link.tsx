/** A row's link to its public page as a staff preview (issue 11), in a new tab. */
export function PreviewLink({
  href,
  name,
  label = "Preview",
}: {
  href: string;
  name: string;
  label?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="rounded-md px-2 py-1 font-medium whitespace-nowrap text-brand-700 hover:bg-slate-100"
    >
      {label}
      <span className="sr-only">{name ? ` ${name}` : ""} (opens in a new tab)</span>
    </a>
  );
}
