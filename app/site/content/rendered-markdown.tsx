/**
 * HTML that the server rendered from staff-written Markdown (server/lib/markdown.ts: raw HTML escaped, unsafe
 * links dropped). Nothing else may be passed here.
 */
export function RenderedMarkdown({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div
      className={`max-w-3xl space-y-4 leading-relaxed text-slate-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h1]:text-xl [&_h1]:font-bold [&_h2]:mt-10 [&_h2:first-child]:mt-0 [&_h2]:border-l-4 [&_h2]:border-accent-500 [&_h2]:pl-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-brand-900 [&_li]:pl-1 [&_ol]:marker:font-semibold [&_ol]:marker:text-brand-700 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
