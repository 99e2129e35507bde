/** The content column of an inner public page, below its PageHero. */
export function PageBody({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 sm:py-14">{children}</div>;
}
