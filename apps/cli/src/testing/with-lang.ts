import { setLang } from "../lang.ts";

/** `f` run in a language (the run's language set, then English again): the tests of the French outputs. */
export const withLang = <T>(lang: "en" | "fr", f: () => T): T => {
  setLang(lang);
  try {
    return f();
  } finally {
    setLang("en");
  }
};
