import { SiteImage } from "~/site/site-image";

export interface ImageCardItem {
  title: string;
  description: string;
  image: string;
  imageAlt: string;
}

/** Cards with an illustration, a title and a description (facilities, departments). */
export function ImageCardGrid({
  items,
  headingLevel = 3,
}: {
  items: readonly ImageCardItem[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.title}
          className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
        >
          <SiteImage
            name={item.image}
            widths={[320, 640]}
            width={640}
            height={400}
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
            alt={item.imageAlt}
            className="aspect-[8/5] h-auto w-full object-cover"
          />
          <div className="flex-1 p-5">
            <Heading className="text-lg font-semibold text-brand-900">{item.title}</Heading>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
