import { StatusBadge } from "../../../staff/status-badge";
import { publicationBadge } from "../../../staff/content/status-badge";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import {
  galleryCollection,
  GALLERY_ALBUM_INFO,
  GALLERY_ALBUMS,
  type GalleryAlbum,
  type GalleryPhoto,
} from "../../../../contract/collections/gallery";
import { ApiError } from "../../../staff/api-client";
import { RevisionHistoryDialog } from "../../../staff/collections/revision-history";
import {
  ContentListPage,
  ContentTable,
  useContentList,
  ContentFilters,
  ContentRowActions,
  type ChoiceOf,
} from "../../../staff/content/content-list";
import { GalleryFormDialog } from "../../../staff/content/gallery-form-dialog";
import {
  deleteGalleryPhoto,
  listGalleryPhotos,
  moveGalleryPhoto,
  type GalleryQuery,
} from "../../../staff/content/gallery-api";
import { Icon } from "../../../staff/icons";
import { staffMeta } from "../../../staff/staff-meta";

export const meta = () => staffMeta("Gallery");

const ALBUM_CHOICE: ChoiceOf<GalleryQuery> = {
  key: "album",
  label: "Album",
  anyLabel: "All albums",
  choices: GALLERY_ALBUMS.map((value) => ({ value, label: GALLERY_ALBUM_INFO[value].label })),
};

const moveClass =
  "rounded-md p-2 text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent";

const nameOf = (photo: GalleryPhoto) => photo.caption || photo.alt;

/**
 * Photos of the Gallery and the Media Centre: add, edit, delete, their order by up/down buttons, and each photo's
 * History of published revisions, restorable as a draft (the collection's, ADR 017).
 */
export default function GalleryPage() {
  const state = useContentList({
    nouns: { one: "photo", many: "photos" },
    initialQuery: { page: 1, limit: 20, album: "", status: "" } as GalleryQuery,
    load: listGalleryPhotos,
    rowsOf: (answer) => answer.data.photos,
    remove: (row: GalleryPhoto) => deleteGalleryPhoto(row._id),
  });
  const sizes = state.list.data?.data.albumSizes;
  const [moving, setMoving] = useState<string | null>(null);
  const [history, setHistory] = useState<GalleryPhoto | null>(null);
  // After a move the rows are reloaded: focus returns to the moved photo's button (or its other one at an end).
  const refocus = useRef<{ id: string; direction: "up" | "down" } | null>(null);
  const table = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = refocus.current;
    if (!target || state.list.loading) return;
    refocus.current = null;
    const buttons = (direction: string) =>
      table.current?.querySelector<HTMLButtonElement>(
        `button[data-move-id="${target.id}"][data-direction="${direction}"]:not(:disabled)`,
      );
    const other = target.direction === "up" ? "down" : "up";
    (buttons(target.direction) ?? buttons(other))?.focus();
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

  return (
    <>
      <ContentListPage
        state={state}
        title="Gallery"
        subtitle="Photos of the Gallery and the Media Centre pages, in the order shown"
        addLabel="Add Photo"
        addIcon="upload"
        filters={
          <ContentFilters
            idPrefix="gallery"
            state={state}
            searchLabel="Search alt text and captions"
            choice={ALBUM_CHOICE}
          />
        }
        table={
          <div ref={table}>
            <ContentTable columns={["Photo", "Alt text and caption", "Album", "Order", "Status", "Actions"]}>
              {state.rows.map((row) => {
                const last = sizes?.[row.album as GalleryAlbum] ?? row.order;
                return (
                  <tr key={row._id}>
                    <td className="px-4 py-3">
                      <a href={row.url} target="_blank" rel="noopener" className="block w-24">
                        <img
                          src={row.thumbUrl}
                          alt=""
                          width={96}
                          height={72}
                          loading="lazy"
                          className="h-18 w-24 rounded-md object-cover ring-1 ring-slate-200"
                        />
                        <span className="sr-only">Open the photo “{nameOf(row)}” (opens in a new tab)</span>
                      </a>
                    </td>
                    <td className="max-w-md px-4 py-3">
                      <p className="text-slate-900">{row.alt}</p>
                      {row.caption && row.caption !== row.alt ? (
                        <p className="mt-1 text-slate-600">Caption: {row.caption}</p>
                      ) : null}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">{GALLERY_ALBUM_INFO[row.album].label}</td>
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-1 whitespace-nowrap">
                        <span className="w-14 tabular-nums">
                          {row.order}
                          <span className="text-slate-600"> of {last}</span>
                        </span>
                        <button
                          type="button"
                          data-move-id={row._id}
                          data-direction="up"
                          className={moveClass}
                          disabled={row.order <= 1 || moving !== null}
                          onClick={() => void move(row, "up")}
                          aria-label={`Move ${nameOf(row)} up`}
                          title="Move up"
                        >
                          <Icon name="arrow-up" className="h-4 w-4" />
                        </button>
                        <button
                          type="button"
                          data-move-id={row._id}
                          data-direction="down"
                          className={moveClass}
                          disabled={row.order >= last || moving !== null}
                          onClick={() => void move(row, "down")}
                          aria-label={`Move ${nameOf(row)} down`}
                          title="Move down"
                        >
                          <Icon name="arrow-down" className="h-4 w-4" />
                        </button>
                      </div>
                    </td>
                    <td className="px-4 py-3">
                      <StatusBadge {...publicationBadge(row.status)} />
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-1">
                        <button
                          type="button"
                          onClick={() => setHistory(row)}
                          className="rounded-md px-2 py-1 font-medium whitespace-nowrap text-brand-700 hover:bg-slate-100"
                        >
                          History<span className="sr-only"> of {nameOf(row)}</span>
                        </button>
                        <ContentRowActions
                          state={state}
                          row={row}
                          label={`photo ${nameOf(row)}`}
                          preview={
                            row.status === "draft"
                              ? {
                                  href: `${GALLERY_ALBUM_INFO[row.album].page}?preview&show=${row.order}#photo-${row.order}`,
                                  name: nameOf(row),
                                }
                              : null
                          }
                        />
                      </div>
                    </td>
                  </tr>
                );
              })}
            </ContentTable>
          </div>
        }
        dialog={
          <GalleryFormDialog
            open={state.editing !== null}
            photo={state.editing?.row ?? null}
            defaultAlbum={state.query.album || "gallery"}
            onClose={state.closeDialog}
            onSaved={state.saved}
          />
        }
        deleteText={(row) => (
          <p>
            “{nameOf(row)}” will be deleted from the {GALLERY_ALBUM_INFO[row.album].label} and its files
            removed.
          </p>
        )}
      />
      <RevisionHistoryDialog
        collection={galleryCollection}
        record={history}
        onClose={() => setHistory(null)}
        onRestored={() => {
          setHistory(null);
          state.list.reload();
        }}
      />
    </>
  );
}
