import { buttonClass } from "../../ui/button";

/** The list with the item at `from` moved to `to` (unchanged when `to` is outside it). */
export function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

/** A row's move up / move down / remove buttons, named for the row they act on. */
function RowButtons({
  what,
  index,
  count,
  onMove,
  onRemove,
}: {
  what: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const small = `${buttonClass.secondary} px-2.5 py-1.5`;
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={small} disabled={index === 0} onClick={() => onMove(index - 1)}>
        Up<span className="sr-only"> ({what})</span>
      </button>
      <button
        type="button"
        className={small}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        Down<span className="sr-only"> ({what})</span>
      </button>
      <button type="button" className={`${small} text-red-800`} onClick={onRemove}>
        Remove<span className="sr-only"> {what}</span>
      </button>
    </div>
  );
}

/**
 * An editable list of rows, each a fieldset named "Row 3" (`noun` and its number) with its fields and its
 * move up / move down / remove buttons, and an add button below. `children` draws a row's fields; `at` is
 * the row's path in the form's errors ("rows.2"), `update` changes the row.
 */
export function RowList<Row extends { key: number }>({
  legend,
  noun,
  path,
  addLabel,
  rows,
  error,
  testId,
  blank,
  onChange,
  children,
}: {
  legend: string;
  noun: string;
  /** The list's field in the form ("rows"): a row's errors are under `${path}.${index}`. */
  path: string;
  addLabel: string;
  rows: Row[];
  error?: string;
  testId: string;
  blank: () => Row;
  onChange: (rows: Row[]) => void;
  children: (row: Row, at: string, update: (changes: Partial<Row>) => void) => React.ReactNode;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {rows.map((row, index) => {
        const update = (changes: Partial<Row>) =>
          onChange(rows.map((other, at) => (at === index ? { ...other, ...changes } : other)));
        return (
          <fieldset key={row.key} className="rounded-md border border-slate-200 p-4" data-testid={testId}>
            <legend className="px-1 text-sm font-semibold text-slate-800">
              {noun} {index + 1}
            </legend>
            {children(row, `${path}.${index}`, update)}
            <div className="mt-3">
              <RowButtons
                what={`${noun.toLowerCase()} ${index + 1}`}
                index={index}
                count={rows.length}
                onMove={(to) => onChange(move(rows, index, to))}
                onRemove={() => onChange(rows.filter((_, at) => at !== index))}
              />
            </div>
          </fieldset>
        );
      })}
      <button type="button" className={buttonClass.secondary} onClick={() => onChange([...rows, blank()])}>
        {addLabel}
      </button>
    </fieldset>
  );
}
