import { FACULTY_CSV_COLUMNS, FACULTY_CSV_OPTIONAL_COLUMNS } from "../../../contract/faculty";
import { CsvImportDialog } from "../csv-import-dialog";
import { importFacultyCsv } from "./faculty-api";

/** Import Faculty CSV: the shared import dialog with the faculty file's columns and rules. */
export function FacultyImportDialog(props: {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
  onDownloadTemplate: () => void;
}) {
  return (
    <CsvImportDialog
      {...props}
      title="Import Faculty CSV"
      upload={importFacultyCsv}
      columns={FACULTY_CSV_COLUMNS}
      help={
        <>
          <p className="mt-2">
            Name, Designation, Qualification and Registration No are required; dates are written YYYY-MM-DD or
            DD/MM/YYYY. A row whose Registration No already exists updates that member. Designation,
            Department and Medical Council take the names listed on the Add form.
          </p>
          <p className="mt-2">Optional columns, after these: {FACULTY_CSV_OPTIONAL_COLUMNS.join(", ")}.</p>
        </>
      }
    />
  );
}
