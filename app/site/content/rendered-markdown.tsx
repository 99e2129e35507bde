/**
 * HTML that the server rendered from staff-written Markdown (server/lib/markdown.ts: raw HTML escaped, unsafe
 * links dropped). Nothing else may be passed here.
 */
export function RenderedMarkdown({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div
      className={`max-w-3xl space-y-4 leading-relaxed text-slate-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h1]:text-xl [&_h1]:font-bold [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
