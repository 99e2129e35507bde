import type { FieldSpec, ScalarFieldSpec } from "../../../contract/collections/collection";

/** What a collection form gives the control of one field (the generic control or a collection's override). */
export interface FieldControlProps {
  name: string;
  spec: ScalarFieldSpec | FieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  /** What the input element takes: its id and description, and `lang` for a Hindi text's input. */
  control: { id: string; "aria-describedby"?: string; "aria-invalid"?: boolean; lang?: string };
  /** The whole form's values, for a control whose note depends on another field (a document's title). */
  form: Record<string, unknown>;
}
