import { FEE_TABLE_IDS, FEE_TABLE_LABELS, type FeeTableId } from "../../../contract/fees";

/** The UG / PG choice: a radio group drawn as two toggle buttons. */
export function FeeTablePicker({
  value,
  onChange,
}: {
  value: FeeTableId;
  onChange: (id: FeeTableId) => void;
}) {
  return (
    <fieldset className="mb-4 flex flex-wrap items-center gap-2">
      <legend className="sr-only">Fee table</legend>
      {FEE_TABLE_IDS.map((id) => (
        <label
          key={id}
          className={`cursor-pointer rounded-md border px-4 py-2 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
            id === value
              ? "border-brand-700 bg-brand-700 text-white"
              : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
          }`}
        >
          <input
            type="radio"
            name="fee-table"
            value={id}
            checked={id === value}
            onChange={() => onChange(id)}
            className="sr-only"
          />
          {FEE_TABLE_LABELS[id]}
        </label>
      ))}
    </fieldset>
  );
}
