import { createContext, Fragment, useContext, type ReactNode } from "react";
import type { Language } from "./language";
import { en, type MessageKey, type Messages } from "./messages.en";

/** The page's language and its catalogue; English unless the site layout provides another. */
const LanguageContext = createContext<{ language: Language; messages: Messages }>({
  language: "en",
  messages: en,
});
export const LanguageProvider = LanguageContext.Provider;

const PLACEHOLDER = /(\{\w+\})/;

/** Fills `{name}` placeholders in a catalogue text; a value may be a React node (a link in a sentence). */
function fill(text: string, values: Record<string, ReactNode>): ReactNode[] {
  return text.split(PLACEHOLDER).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}

/** The interface text of the page's language: `t(key, values)` a plain text, `rich(key, nodes)` with elements. */
export function useMessages() {
  const { language, messages } = useContext(LanguageContext);
  return {
    language,
    t: (key: MessageKey, values: Record<string, string | number> = {}) =>
      messages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      ),
    rich: (key: MessageKey, nodes: Record<string, ReactNode>) => fill(messages[key], nodes),
  };
}
