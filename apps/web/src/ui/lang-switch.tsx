import { LAW_LANGS, type LawLang } from "@bridgelaw/cards";
import { type ReactNode, useId } from "react";
import { lawLang, setUiLang, t, uiLang } from "./lang.ts";

/**
 * The language switch of the page header: English and French for every text, Portuguese and Norwegian for the
 * Law titles of the 2007 Code (their messages in English, which it says beside it).
 */
export const LangSwitch = ({ onChange }: { onChange: () => void }): ReactNode => {
  const id = useId();
  const lang = lawLang();
  return (
    <p className="lang-switch">
      <label htmlFor={id}>{t("language")}</label>{" "}
      <select
        id={id}
        value={lang}
        onChange={(e) => {
          setUiLang(e.currentTarget.value as LawLang);
          onChange();
        }}
      >
        {LAW_LANGS.map((l) => (
          <option key={l} value={l} lang={l}>
            {t("langName", { lang: l })}
          </option>
        ))}
      </select>
      {uiLang() !== lang && <span className="lang-note"> {t("untranslated", { lang })}</span>}
    </p>
  );
};
