import { NoteBox } from "~/site/content/note-box";
import { useMessages } from "~/site/i18n/messages";
import { gapText } from "./msr-text";

/** What a disclosure lacks, said plainly above it (nothing when it is complete), in the page's language. */
export function MissingNote({ missing }: { missing: readonly string[] }) {
  const messages = useMessages();
  if (!missing.length) return null;
  return (
    <NoteBox title={messages.t("msr.missing.title")}>
      <ul className="list-disc space-y-1 pl-5">
        {missing.map((gap) => {
          const text = gapText(messages, gap);
          return (
            <li key={gap} lang={text === null ? "en" : undefined}>
              {text ?? gap}
            </li>
          );
        })}
      </ul>
    </NoteBox>
  );
}
