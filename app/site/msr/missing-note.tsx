import { NoteBox } from "~/site/content/note-box";

/** What a disclosure lacks, said plainly above it (nothing when it is complete). */
export function MissingNote({ missing }: { missing: readonly string[] }) {
  if (!missing.length) return null;
  return (
    <NoteBox title="Not yet in the college's records">
      <ul className="list-disc space-y-1 pl-5">
        {missing.map((gap) => (
          <li key={gap}>{gap}</li>
        ))}
      </ul>
    </NoteBox>
  );
}
