import { FACULTY_CSV_SAMPLE_ROW, FACULTY_CSV_TEMPLATE_COLUMNS } from "../../../contract/faculty";
import { saveBlob } from "../api-client";
import { templateCsv } from "../csv-template";

export const FACULTY_TEMPLATE_NAME = "faculty_template.csv";

/** The import template: the spec's columns in order, then the optional ones, and one sample row. */
export const facultyTemplateCsv = () => templateCsv(FACULTY_CSV_TEMPLATE_COLUMNS, FACULTY_CSV_SAMPLE_ROW);

/** Saves the template as a download (the screen loads this module when asked: it carries the faculty contract). */
export const downloadFacultyTemplate = () =>
  saveBlob(new Blob([facultyTemplateCsv()], { type: "text/csv;charset=utf-8" }), FACULTY_TEMPLATE_NAME);
