// The server's own words around the Laws' messages, in each language the messages have (issue 33), written by
// `@bridgelaw/words` (ICU); the Laws' messages themselves (a refusal's words) are the words package's.
import { type Lang, textsOf } from "@bridgelaw/words";

const EN = {
  noLongerApplies: "another action came first and the command no longer applies: {words}",
} as const;
type TextId = keyof typeof EN;

const FR: Readonly<Record<TextId, string>> = {
  noLongerApplies: "une autre action est passée avant et la commande ne s'applique plus : {words}",
};

const text = textsOf<TextId>({ en: EN, fr: FR });

/** A text of the server in a language. */
export const serverText = (lang: Lang, id: TextId, params: Readonly<Record<string, unknown>> = {}): string =>
  text(lang, id, params);
