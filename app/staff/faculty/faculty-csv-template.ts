import { FACULTY_CSV_SAMPLE_ROW, FACULTY_CSV_TEMPLATE_COLUMNS } from "../../../contract/faculty";
import { templateCsv } from "../csv-template";

export const FACULTY_TEMPLATE_NAME = "faculty_template.csv";

/** The import template: the spec's columns in order, then the optional ones, and one sample row. */
export const facultyTemplateCsv = () => templateCsv(FACULTY_CSV_TEMPLATE_COLUMNS, FACULTY_CSV_SAMPLE_ROW);
