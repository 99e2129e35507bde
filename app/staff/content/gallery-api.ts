import type { GalleryPhoto } from "../../../contract/collections/gallery";
import { apiRequest } from "../api-client";

/** Adds a photo (POST) or changes one (PATCH; a chosen photo replaces the picture). */
export function saveGalleryPhoto(id: string | null, form: FormData) {
  return apiRequest<{ data: GalleryPhoto }>(id ? `gallery/${encodeURIComponent(id)}` : "gallery", {
    method: id ? "PATCH" : "POST",
    form,
    fallback: id ? "Failed to update photo" : "Failed to add photo",
  });
}

/** One place up (towards the start of its album) or down. */
export function moveGalleryPhoto(id: string, direction: "up" | "down") {
  return apiRequest<{ data: GalleryPhoto }>(`gallery/${encodeURIComponent(id)}/move`, {
    method: "POST",
    json: { direction },
    fallback: "Failed to move photo",
  });
}
