import { Icon, type IconName } from "./icons";

interface ViewToggleProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: string; icon: IconName }[];
}

/** Card/list view switch: a pair of pressed-state buttons (phones always get cards, so it shows from md up). */
export function ViewToggle<T extends string>({ value, onChange, options }: ViewToggleProps<T>) {
  return (
    <div
      role="group"
      aria-label="View"
      className="hidden self-end rounded-md border border-slate-300 bg-white p-0.5 md:inline-flex"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className="inline-flex h-9 items-center gap-1.5 rounded px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          <Icon name={option.icon} className="h-4 w-4" />
          {option.label}
        </button>
      ))}
    </div>
  );
}
