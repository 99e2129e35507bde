import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import {
  GALLERY_ALBUM_INFO,
  type GalleryAlbum,
  type GalleryListResponse,
  type GalleryPhoto,
} from "../../../contract/collections/gallery";
import { ApiError } from "../api-client";
import type { CollectionRow } from "../collections/collections-api";
import type { CollectionListState, CollectionListView } from "../collections/collection-list";
import { Icon } from "../icons";
import { GalleryFormDialog } from "./gallery-form-dialog";
import { moveGalleryPhoto } from "./gallery-api";

/** A row of the gallery's list: /api/gallery answers its own photo shape. */
const photoOf = (row: CollectionRow) => row as unknown as GalleryPhoto;

const nameOf = (row: CollectionRow) => photoOf(row).caption || photoOf(row).alt;

const moveClass =
  "rounded-md p-2 text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent";

/** The photo's thumbnail, opening the full picture in a new tab. */
function Thumbnail({ row }: { row: CollectionRow }) {
  const photo = photoOf(row);
  return (
    <a href={photo.url} target="_blank" rel="noopener" className="block w-24">
      <img
        src={photo.thumbUrl}
        alt=""
        width={96}
        height={72}
        loading="lazy"
        className="h-18 w-24 rounded-md object-cover ring-1 ring-slate-200"
      />
      <span className="sr-only">Open the photo “{nameOf(row)}” (opens in a new tab)</span>
    </a>
  );
}

function AltAndCaption({ row }: { row: CollectionRow }) {
  const { alt, caption } = photoOf(row);
  return (
    <>
      <p className="text-slate-900">{alt}</p>
      {caption && caption !== alt ? <p className="mt-1 text-slate-600">Caption: {caption}</p> : null}
    </>
  );
}

/**
 * The "n of m" place of each photo in its album with its up/down buttons: one move at a time; after a move the
 * rows are reloaded and focus returns to the moved photo's button (or its other one at an end).
 */
function useGalleryCells(state: CollectionListState) {
  const sizes = (state.list.data as GalleryListResponse | undefined)?.data.albumSizes;
  const [moving, setMoving] = useState<string | null>(null);
  const refocus = useRef<{ id: string; direction: "up" | "down" } | null>(null);

  useEffect(() => {
    const target = refocus.current;
    if (!target || state.list.loading) return;
    refocus.current = null;
    const button = (direction: string) =>
      document.querySelector<HTMLButtonElement>(
        `button[data-move-id="${target.id}"][data-direction="${direction}"]:not(:disabled)`,
      );
    (button(target.direction) ?? button(target.direction === "up" ? "down" : "up"))?.focus();
  }, [state.list.data, state.list.loading]);

  const move = async (photo: GalleryPhoto, direction: "up" | "down") => {
    setMoving(photo._id);
    try {
      const answer = await moveGalleryPhoto(photo._id, direction);
      const size = sizes?.[photo.album];
      toast.success(
        `Moved ${direction}: now ${answer.data.order}${size ? ` of ${size}` : ""} in ${GALLERY_ALBUM_INFO[photo.album].label}`,
      );
      refocus.current = { id: photo._id, direction };
      state.list.reload();
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "Failed to move photo");
    } finally {
      setMoving(null);
    }
  };

  const moveButton = (photo: GalleryPhoto, direction: "up" | "down", disabled: boolean) => (
    <button
      type="button"
      data-move-id={photo._id}
      data-direction={direction}
      className={moveClass}
      disabled={disabled || moving !== null}
      onClick={() => void move(photo, direction)}
      aria-label={`Move ${photo.caption || photo.alt} ${direction}`}
      title={`Move ${direction}`}
    >
      <Icon name={`arrow-${direction}`} className="h-4 w-4" />
    </button>
  );

  return {
    photo: { cell: (row: CollectionRow) => <Thumbnail row={row} /> },
    alt: {
      label: "Alt text and caption",
      className: "max-w-md px-4 py-3",
      cell: (row: CollectionRow) => <AltAndCaption row={row} />,
    },
    album: {
      className: "px-4 py-3 whitespace-nowrap",
      cell: (row: CollectionRow) => GALLERY_ALBUM_INFO[photoOf(row).album].label,
    },
    position: {
      cell: (row: CollectionRow) => {
        const photo = photoOf(row);
        const last = sizes?.[photo.album as GalleryAlbum] ?? photo.order;
        return (
          <div className="flex items-center gap-1 whitespace-nowrap">
            <span className="w-14 tabular-nums">
              {photo.order}
              <span className="text-slate-600"> of {last}</span>
            </span>
            {moveButton(photo, "up", photo.order <= 1)}
            {moveButton(photo, "down", photo.order >= last)}
          </div>
        );
      },
    },
  };
}

/**
 * The gallery's screen on the collections' list (ADR 017): each photo's thumbnail, alt text and caption, album
 * and "n of m" place with up/down buttons, its upload dialog (/api/gallery's multipart), and a preview only of
 * a draft (a published photo is on its page already), at its place in the album's full-screen view.
 */
export const galleryListView: CollectionListView = {
  title: "Gallery",
  addIcon: "upload",
  rowName: nameOf,
  columns: ["photo", "alt", "album", "position"],
  useCells: useGalleryCells,
  preview: (row) => {
    const photo = photoOf(row);
    return photo.status === "draft"
      ? {
          href: `${GALLERY_ALBUM_INFO[photo.album].page}?preview&show=${photo.order}#photo-${photo.order}`,
          name: nameOf(row),
        }
      : null;
  },
  Dialog: GalleryFormDialog,
};
