import { useEffect, useState } from "react";
import {
  DOCUMENT_CATEGORY_INFO,
  type DocumentCategory,
  type DocumentRecord,
} from "../../../contract/collections/documents";
import { buttonClass } from "../../ui/button";
import { FormField } from "../../ui/form-field";
import { controlClass } from "../control-class";
import { useApiData, useDebouncedValue } from "../use-api-data";
import { getDocument, listDocuments } from "./documents-api";

const RESULTS = 5;

interface Chosen {
  _id: string;
  title: string;
  category?: DocumentCategory;
}

/**
 * Chooses the PDF a record links to (a notice's `documentId`): the attached document, if any, with a button
 * to remove it, and a search among published documents whose results each attach one.
 */
export function DocumentPicker({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
}) {
  const [chosen, setChosen] = useState<Chosen | null>(null);

  // The attached document's title, when the record comes with only its id.
  useEffect(() => {
    if (!value || chosen?._id === value) return;
    let current = true;
    getDocument(value).then(
      (answer) => {
        if (current) setChosen(answer.data);
      },
      () => {
        if (current) setChosen({ _id: value, title: "A document that no longer exists" });
      },
    );
    return () => {
      current = false;
    };
  }, [value, chosen?._id]);

  const attach = (document: DocumentRecord) => {
    setChosen(document);
    onChange(document._id);
  };

  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-medium text-slate-800">Attached PDF (optional)</legend>
      <div className="flex flex-wrap items-center gap-3" aria-live="polite">
        {value ? (
          <>
            <p className="min-w-0 flex-1 text-sm text-slate-800">
              <span className="font-semibold">Attached:</span> {chosen?._id === value ? chosen.title : "…"}
              {chosen?._id === value && chosen.category ? (
                <span className="text-slate-600"> ({DOCUMENT_CATEGORY_INFO[chosen.category].label})</span>
              ) : null}
            </p>
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => {
                setChosen(null);
                onChange(null);
              }}
            >
              Remove attachment
            </button>
          </>
        ) : (
          <p className="text-sm text-slate-700">No document attached.</p>
        )}
      </div>
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      <DocumentSearch exclude={value ? [value] : []} onPick={attach} />
    </fieldset>
  );
}

/**
 * A search among published documents (title contains), each result with an Attach button; the ones
 * already chosen (`exclude`) are left out.
 */
export function DocumentSearch({
  exclude,
  onPick,
}: {
  exclude: readonly string[];
  onPick: (document: DocumentRecord) => void;
}) {
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim(), 300);
  const results = useApiData(`documents:${term}:${exclude.length}`, () =>
    listDocuments({
      page: 1,
      limit: RESULTS + exclude.length,
      status: "published",
      search: term || undefined,
    }),
  );
  const found = (results.data?.data.documents ?? [])
    .filter((document) => !exclude.includes(document._id))
    .slice(0, RESULTS);

  return (
    <>
      <FormField label="Find a published document" hint="Title contains; choose one to attach it.">
        {(control) => (
          <input
            {...control}
            type="search"
            name="documentSearch"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            // Enter in the search box must not submit the form around it.
            onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
            className={controlClass}
          />
        )}
      </FormField>
      {results.error ? (
        <p className="text-sm text-red-700" role="alert">
          {results.error}
        </p>
      ) : results.data && found.length === 0 ? (
        <p className="text-sm text-slate-700">
          {term ? `No published document matches "${term}".` : "No other published documents yet."}
        </p>
      ) : (
        <ul
          aria-label="Published documents"
          className="divide-y divide-slate-200 rounded-md border border-slate-200"
        >
          {found.map((document) => (
            <li key={document._id} className="flex items-center gap-3 px-3 py-2">
              <span className="min-w-0 flex-1 text-sm">
                <span className="block truncate font-medium text-slate-900">{document.title}</span>
                <span className="block text-xs text-slate-600">
                  {DOCUMENT_CATEGORY_INFO[document.category].label} · {document.date}
                </span>
              </span>
              <button
                type="button"
                className={buttonClass.ghost}
                aria-label={`Attach ${document.title}`}
                onClick={() => onPick(document)}
              >
                Attach
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
