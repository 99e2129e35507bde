import { controlClass } from "../control-class";
import type { FieldControlProps } from "./field-control";

/** An illustration name with its picture beside it, so the editor sees which image it names. */
function IllustrationControl({ name, value, onChange, control }: FieldControlProps) {
  const text = String(value ?? "");
  return (
    <div className="flex items-center gap-3">
      <input
        {...control}
        name={name}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass}
      />
      {/^[a-z0-9/-]+$/.test(text) ? (
        <img
          src={`/images/${text}-160.webp`}
          alt=""
          width={48}
          height={60}
          className="h-15 w-12 rounded object-cover"
        />
      ) : null}
    </div>
  );
}

/**
 * Where a collection's form replaces the generic control of one field: by collection, then field name. The
 * rest of the form stays generic.
 */
const OVERRIDES: Record<string, Record<string, (props: FieldControlProps) => React.ReactNode>> = {
  leaders: { portrait: IllustrationControl },
};

export const fieldOverride = (collection: string, field: string) => OVERRIDES[collection]?.[field];
