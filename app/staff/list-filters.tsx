import { controlClass } from "./control-class";

/** A labelled control in the filter bar above a list (the label is tied by a fixed id). */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

const PAGE_SIZES = [5, 10, 20, 50];

/** How many rows a page shows. */
export function PageSizeSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (size: number) => void;
}) {
  return (
    <FilterField id={id} label={label}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className={controlClass}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </FilterField>
  );
}
