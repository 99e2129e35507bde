import type { AppLoadContext } from "react-router";
import { GALLERY_PAGE_SIZE, type GalleryAlbum } from "../../contract/collections/gallery";
import { photoPage } from "./photo-grid";
import { isStaffPreview } from "./preview-request.server";

/** A photo page's loader data; with `?preview`, a signed-in editor also sees the drafts in their place. */
export async function loadAlbumPage(context: AppLoadContext, request: Request, album: GalleryAlbum) {
  const preview = await isStaffPreview(context, request);
  const photos = await context.services.gallery.album(album, { includeDrafts: preview });
  return photoPage(photos, request, GALLERY_PAGE_SIZE, preview);
}
