import { useCallback, useEffect, useState } from "react";
import { FILE_TOO_LARGE_MESSAGE, PHOTO_MAX_BYTES } from "../../../contract/faculty";
import {
  CHOOSE_PHOTO_MESSAGE,
  galleryCollection,
  galleryInput,
  type GalleryPhoto,
} from "../../../contract/collections/gallery";
import { FormField } from "../../ui/form-field";
import { FieldInput } from "../collections/collection-form";
import type { CollectionDialogProps } from "../collections/collection-list";
import { FormDialog } from "../form-dialog";
import { saveGalleryPhoto } from "./gallery-api";
import { StatusField } from "./status-field";
import { errorsOf, useRecordForm } from "../use-staff-form";

/** The declared fields the dialog edits (the photo's place is the list's up/down buttons; its picture below). */
const EDITED = ["alt", "caption", "album"] as const;
type Values = Record<(typeof EDITED)[number] | "status", string>;
type Field = keyof Values | "photo";

/** The chosen file, shown before it is uploaded (the object URL is released when it changes). */
function useFilePreview(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Add Photo / Edit Photo: the picture (required when adding), its alt text (required), caption, album, status,
 * sent as /api/gallery's flat multipart fields. A new photo goes to the album the list is filtered by.
 */
export function GalleryFormDialog({ open, record, query, onClose, onSaved }: CollectionDialogProps) {
  const photo = record as unknown as GalleryPhoto | null;
  const defaultAlbum = String(query.album || "gallery");
  const valuesOf = useCallback(
    (photo: GalleryPhoto | null): Values => ({
      ...(Object.fromEntries(EDITED.map((name) => [name, photo?.[name] ?? ""])) as Values),
      album: photo?.album ?? defaultAlbum,
      status: photo?.status ?? "published",
    }),
    [defaultAlbum],
  );
  const { values, setValues, set, errors, setErrors, busy, failure, save } = useRecordForm<
    GalleryPhoto,
    Values,
    Field
  >(open, photo, valuesOf);
  const [file, setFile] = useState<File | null>(null);
  const preview = useFilePreview(file);
  useEffect(() => {
    if (open) setFile(null);
  }, [open, photo]);

  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem =
      chosen && !chosen.type.startsWith("image/")
        ? "Choose an image file (JPEG, PNG or WebP)"
        : chosen && chosen.size > PHOTO_MAX_BYTES
          ? FILE_TOO_LARGE_MESSAGE
          : undefined;
    setErrors((current) => ({ ...current, photo: problem }));
    if (problem) event.target.value = "";
    setFile(problem ? null : chosen);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = galleryInput.safeParse(values);
    const found = result.success ? {} : errorsOf(result.error.issues);
    if (!photo && !file) found.photo = CHOOSE_PHOTO_MESSAGE;
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.set(name, value);
    if (file) form.set("photo", file);
    await save(
      () => saveGalleryPhoto(photo?._id ?? null, form),
      photo
        ? { success: "Photo updated", failure: "Failed to update photo" }
        : { success: "Photo added", failure: "Failed to add photo" },
      onSaved,
    );
  };

  const shown = preview ?? photo?.images[0]?.url ?? null;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={photo ? "Edit Photo" : "Add Photo"}
      formId={photo ? "gallery-edit-form" : "gallery-add-form"}
      submitLabel={photo ? "Save changes" : "Add photo"}
      busy={busy}
      failure={failure}
      onSubmit={submit}
    >
      <div className="flex items-start gap-4 sm:col-span-2">
        {shown ? (
          <img
            src={shown}
            alt={preview ? "The chosen photo" : "The current photo"}
            width={128}
            height={96}
            className="h-24 w-32 shrink-0 rounded-md object-cover ring-1 ring-slate-200"
          />
        ) : (
          <span className="flex h-24 w-32 shrink-0 items-center justify-center rounded-md bg-slate-100 text-xs text-slate-700">
            No photo chosen
          </span>
        )}
        <FormField
          label={photo ? "Replace the photo" : "Photo"}
          required={!photo}
          error={errors.photo}
          hint="JPEG, PNG, WebP, GIF or AVIF, up to 5 MB; stored as WebP up to 1200 px wide"
          className="flex-1"
        >
          {(control) => (
            <input
              {...control}
              type="file"
              name="photo"
              accept="image/*"
              onChange={choose}
              className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
            />
          )}
        </FormField>
      </div>
      {EDITED.map((name) => (
        <FieldInput
          key={name}
          collection={galleryCollection}
          name={name}
          path={name}
          spec={galleryCollection.fields[name]}
          value={values[name]}
          onChange={(value) => setValues((current) => ({ ...current, [name]: String(value) }))}
          errors={errors}
          form={values}
        />
      ))}
      <StatusField value={values.status} error={errors.status} onChange={set("status")} />
    </FormDialog>
  );
}
