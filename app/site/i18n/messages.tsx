import { createContext, Fragment, useContext, type ReactNode } from "react";
import type { Language } from "../../../contract/language";
import { en, type MessageKey, type Messages } from "./messages.en";
import { hi } from "./messages.hi";

const CATALOGUES: Record<Language, Messages> = { en, hi };

/** The page's language; English unless the site's shell provides another (from the address, ADR 029). */
const LanguageContext = createContext<Language>("en");
export const LanguageProvider = LanguageContext.Provider;

const PLACEHOLDER = /(\{\w+\})/;

/** Fills `{name}` placeholders in a catalogue text; a value may be a React node (a link in a sentence). */
function fill(text: string, values: Record<string, ReactNode>): ReactNode[] {
  return text.split(PLACEHOLDER).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}

/** A language's interface text: `t(key, values)` a plain text, `rich(key, nodes)` with elements. */
export function messagesOf(language: Language) {
  const messages = CATALOGUES[language];
  return {
    language,
    t: (key: MessageKey, values: Record<string, string | number> = {}) =>
      messages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      ),
    rich: (key: MessageKey, nodes: Record<string, ReactNode>) => fill(messages[key], nodes),
  };
}

/** The interface text of the page's language. */
export const useMessages = () => messagesOf(useContext(LanguageContext));

/** The interface text for a page's `meta` (outside React): the language the root's loader found. */
export function metaMessages(args: { matches: ({ id: string; data?: unknown } | undefined)[] }) {
  const root = args.matches.find((match) => match?.id === "root")?.data as
    { language?: Language } | undefined;
  return messagesOf(root?.language ?? "en");
}
