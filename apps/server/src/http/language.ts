// The language of a request's human text (issue 33): its `Accept-Language` (RFC 9110 §12.5.4) negotiated with
// `negotiator` among the languages the messages have (`@bridgelaw/words`), English by default. Only the words
// follow it: the JSON's data (codes, ids, the refusal's fields) is the same in every language.
import { LANGS, type Lang } from "@bridgelaw/words";
import Negotiator from "negotiator";

/** The language to answer in: the client's first choice the messages have, else English. */
export const requestLang = (acceptLanguage: string | undefined): Lang => {
  if (acceptLanguage === undefined || acceptLanguage.trim() === "") return "en";
  const chosen = new Negotiator({ headers: { "accept-language": acceptLanguage } }).languages([...LANGS])[0];
  return LANGS.find((l) => l === chosen) ?? "en";
};
