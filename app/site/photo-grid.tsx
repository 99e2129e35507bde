import type { AlbumPhoto, PublicPhoto } from "../../contract/collections/gallery";
import { DraftBadge, PreviewNote } from "./preview-note";
import { buttonClass } from "~/ui/button";
import { useMessages } from "./i18n/messages";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "./site-icons";

/** How many photos to show: `?show=N` (so Load More works without JavaScript), whole pages only. */
function visibleCount(param: string | null, pageSize: number, total: number) {
  const asked = Number.parseInt(param ?? "", 10);
  if (!Number.isFinite(asked) || asked <= pageSize) return Math.min(pageSize, total);
  return Math.min(Math.ceil(asked / pageSize) * pageSize, total);
}

/**
 * A page's loader data: the photos `?show=N` reveals of an album, and how many it has; `preview` when it is a
 * staff preview with the drafts in place.
 */
export function photoPage(album: AlbumPhoto[], request: Request, pageSize: number, preview = false) {
  const shown = visibleCount(new URL(request.url).searchParams.get("show"), pageSize, album.length);
  return { photos: album.slice(0, shown), total: album.length, pageSize, preview };
}
export type PhotoPage = ReturnType<typeof photoPage>;

/** Thumbnails in the grid's first row on a phone (two columns). */
const FIRST_ROW = 2;

const control =
  "inline-flex h-12 w-12 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30";

/**
 * The full-screen view's frame: an empty modal <dialog> with the markup of one photo in a <template>, which
 * the enhancement script (app/site/enhance/photo-grid.ts) fills from the chosen photo's data attributes.
 */
function Lightbox() {
  const { t } = useMessages();
  return (
    <dialog
      data-lightbox
      aria-label={t("about.photos.lightbox")}
      // The script names each photo with this text (its wording from the server, in the page's language).
      data-photo-label={t("about.photos.lightboxPhoto")}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none cursor-zoom-out bg-slate-950/95 p-0 text-white backdrop:bg-slate-950/80"
    >
      <template>
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <p className="text-sm text-slate-300" aria-hidden="true" data-count="" />
            <button type="button" data-lightbox-close className={control}>
              <CloseIcon className="h-6 w-6" />
              <span className="sr-only">{t("about.photos.close")}</span>
            </button>
          </div>
          <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 px-2 sm:px-16">
            <img
              width={1200}
              height={900}
              sizes="(min-width: 1280px) 1200px, 100vw"
              alt=""
              fetchPriority="high"
              decoding="async"
              className="max-h-[calc(100dvh-9rem)] w-auto max-w-full rounded-md object-contain"
            />
            <figcaption className="px-4 text-center text-sm text-slate-200 sm:text-base" />
          </figure>
          <div data-moves className="flex justify-center gap-4 pb-4 sm:contents">
            <button
              type="button"
              data-move="-1"
              className={`${control} sm:absolute sm:top-1/2 sm:left-3 sm:-translate-y-1/2`}
            >
              <ChevronLeftIcon className="h-6 w-6" />
              <span className="sr-only">{t("about.photos.previous")}</span>
            </button>
            <button
              type="button"
              data-move="1"
              className={`${control} sm:absolute sm:top-1/2 sm:right-3 sm:-translate-y-1/2`}
            >
              <ChevronRightIcon className="h-6 w-6" />
              <span className="sr-only">{t("about.photos.next")}</span>
            </button>
          </div>
        </div>
      </template>
    </dialog>
  );
}

const srcSet = (photo: PublicPhoto) => photo.images.map((image) => `${image.url} ${image.width}w`).join(", ");
/** The largest stored width up to `width` (the smallest if none is that small). */
const urlUpTo = (photo: PublicPhoto, width: number) =>
  [...photo.images].reverse().find((image) => image.width <= width)?.url ?? photo.images[0]!.url;

/**
 * A grid of photos revealed a page at a time (Gallery §2.10, Media Centre §2.6). The server renders the photos
 * `?show=N` asks for; 'Load More' adds `pageSize` and disappears once all are shown; each photo opens the
 * lightbox.
 */
export function PhotoGrid({ page, kind }: { page: PhotoPage; kind: "photos" | "news" }) {
  const { t } = useMessages();
  const { photos, total, pageSize, preview } = page;
  const visible = photos.length;
  const note = preview ? (
    <div className="mb-6">
      <PreviewNote>{t("about.photos.draftNote")}</PreviewNote>
    </div>
  ) : null;
  if (total === 0)
    return (
      <>
        {note}
        <p className="text-center text-slate-700">
          {kind === "news" ? t("about.photos.noNews") : t("about.photos.none")}
        </p>
      </>
    );

  return (
    <>
      {note}
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3" data-testid="photo-grid" data-photo-grid>
        {photos.map((photo, index) => (
          <li key={photo._id} id={`photo-${index + 1}`} className={photo.draft ? "relative" : undefined}>
            {photo.draft ? <DraftBadge className="absolute top-2 left-2 z-10 shadow" /> : null}
            <button
              type="button"
              data-photo
              data-src={urlUpTo(photo, 800)}
              data-srcset={srcSet(photo)}
              data-width={photo.width}
              data-height={photo.height}
              data-alt={photo.alt}
              data-caption={photo.caption || photo.alt}
              className="group block h-full w-full cursor-zoom-in overflow-hidden rounded-xl bg-slate-100 text-left shadow-sm ring-1 ring-slate-200 hover:shadow-lg"
            >
              <img
                src={urlUpTo(photo, 400)}
                srcSet={srcSet(photo)}
                sizes="(min-width: 1024px) 380px, 50vw"
                // Cells are 4:3 whatever the photo's shape (cropped by object-cover): no layout shift.
                width={400}
                height={300}
                // The caption below names the button; the full description is on the enlarged photo.
                alt=""
                // The first row may be the page's largest paint (on the Media Centre it is, once the pop-up
                // has been closed): it loads at once. The rest wait for the layout and come after the
                // page's text, which they would otherwise hold back on a slow line (the pop-up's on a first
                // visit, when the grid is under it).
                {...(index < FIRST_ROW ? {} : { loading: "lazy" as const, fetchPriority: "low" as const })}
                decoding="async"
                className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
              <span className="block px-3 py-2 text-xs font-medium text-slate-800 sm:px-4 sm:py-3 sm:text-sm">
                {photo.caption || photo.alt}
              </span>
              <span className="sr-only">{t("about.photos.openFullScreen")}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3" data-photo-grid-footer>
        <p className="text-sm text-slate-600" role="status">
          {t(kind === "news" ? "about.photos.showingNews" : "about.photos.showing", { visible, total })}
        </p>
        {visible < total ? (
          // A link, so it works without a script (the fragment scrolls to the first new photo); the
          // enhancement script loads the next page's grid in place.
          <a
            href={`?${preview ? "preview&" : ""}show=${visible + pageSize}#photo-${visible + 1}`}
            data-load-more
            className={`${buttonClass.primary} px-8 py-3 text-base`}
          >
            {t("about.photos.loadMore")}
          </a>
        ) : null}
      </div>
      <Lightbox />
    </>
  );
}
