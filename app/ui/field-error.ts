/** The look of a form field's error line (FormField, and the public site's form script, ADR 013). */
export const FIELD_ERROR_CLASS = "mt-1 text-sm text-red-700";
