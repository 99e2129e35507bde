import { choiceLabel, type ChoiceFieldSpec, type Localized } from "../../../contract/collections/collection";
import { committeesCollection, titleNamesCommittee } from "../../../contract/collections/committees";
import { DOCUMENT_CATEGORY_INFO, type DocumentCategory } from "../../../contract/collections/documents";
import { PHONE_LIST_PLACES, type PhoneListPlace } from "../../../contract/collections/phone-lists";
import { controlClass } from "../control-class";
import { useApiData } from "../use-api-data";
import { listRecords } from "./collections-api";
import type { FieldControlProps } from "./field-control";

/** A text field's input, beside which an override shows more. */
function TextInput({ name, value, onChange, control }: FieldControlProps) {
  return (
    <input
      {...control}
      name={name}
      value={String(value ?? "")}
      onChange={(event) => onChange(event.target.value)}
      className={controlClass}
    />
  );
}

/** An illustration name with its picture beside it, so the editor sees which image it names. */
function IllustrationControl(props: FieldControlProps) {
  const text = String(props.value ?? "");
  return (
    <div className="flex items-center gap-3">
      <TextInput {...props} />
      {/^[a-z0-9/-]+$/.test(text) ? (
        <img
          src={`/images/${text}-160.webp`}
          alt=""
          width={48}
          height={60}
          className="h-15 w-12 rounded object-cover"
        />
      ) : null}
    </div>
  );
}

/**
 * A committee document appears only as the PDF of the committee its title names (issue 20): a title that names
 * none is said to be shown nowhere before it is saved.
 */
function CommitteeTitleNote({ title }: { title: string }) {
  const committees = useApiData("committee-names", () =>
    listRecords(committeesCollection, { page: 1, limit: 100 }),
  );
  // Staff read a localized name with its Hindi: the title is matched with the English.
  const names = ((committees.data?.data.committees ?? []) as { name?: Localized }[]).map(
    (committee) => committee.name?.en ?? "",
  );
  if (!committees.data || !title.trim() || names.some((name) => titleNamesCommittee(title, name)))
    return null;
  return (
    <p role="status" className="mt-1 text-sm font-medium text-amber-800">
      No committee&apos;s name starts this title, so the document will be shown nowhere. Start the title with
      the committee&apos;s name, e.g. Anti Ragging Committee 2025-26.
    </p>
  );
}

/** A document's category, and the public page that lists it, so the editor sees where the upload will appear. */
function DocumentCategoryControl({ name, spec, value, onChange, control, form }: FieldControlProps) {
  const choice = spec as ChoiceFieldSpec;
  const info = DOCUMENT_CATEGORY_INFO[value as DocumentCategory] as
    (typeof DOCUMENT_CATEGORY_INFO)[DocumentCategory] | undefined;
  return (
    <>
      <select
        {...control}
        name={name}
        value={String(value ?? "")}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass}
      >
        {value ? null : <option value="">Select {choice.label.toLowerCase()}</option>}
        {choice.choices.map((category) => (
          <option key={category} value={category}>
            {choiceLabel(choice, category)}
          </option>
        ))}
      </select>
      {info ? <p className="mt-1 text-sm text-slate-600">Listed on {info.listedOn ?? info.page}</p> : null}
      {value === "committee" ? <CommitteeTitleNote title={String(form.title ?? "")} /> : null}
    </>
  );
}

/** A phone list's key, and the page that shows the list by that key (the emergency list's: every footer). */
function PhoneListKeyControl(props: FieldControlProps) {
  const key = String(props.value ?? "");
  const place = Object.hasOwn(PHONE_LIST_PLACES, key) ? PHONE_LIST_PLACES[key as PhoneListPlace] : null;
  return (
    <>
      <TextInput {...props} />
      {place ? <p className="mt-1 text-sm text-slate-600">Also shown on: {place}</p> : null}
    </>
  );
}

/**
 * Where a collection's form replaces the generic control of one field: by collection, then field name. The
 * rest of the form stays generic.
 */
const OVERRIDES: Record<string, Record<string, (props: FieldControlProps) => React.ReactNode>> = {
  leaders: { portrait: IllustrationControl },
  documents: { category: DocumentCategoryControl },
  "phone-lists": { key: PhoneListKeyControl },
};

export const fieldOverride = (collection: string, field: string) => OVERRIDES[collection]?.[field];
