import { type ReactNode, useId, useState } from "react";
import { EXAMPLES, exampleGroup } from "../model/examples.ts";
import { t } from "./lang.ts";

/** How a log is asked for: a file (a log, or a PBN or LIN file of boards), a URL, an example of the repository. */
export type OpenRequest =
  | { readonly kind: "file"; readonly file: File }
  | { readonly kind: "url"; readonly url: string }
  | { readonly kind: "example"; readonly path: string };

const groups = (): [string, string[]][] => {
  const m = new Map<string, string[]>();
  for (const p of EXAMPLES) {
    const g = exampleGroup(p);
    m.set(g, [...(m.get(g) ?? []), p]);
  }
  return [...m];
};

/** Open a log: the file picker, a drop zone (the whole page takes a dropped file), a URL, an example. */
export const OpenPanel = ({ onOpen }: { onOpen: (r: OpenRequest) => void }): ReactNode => {
  const id = useId();
  const [url, setUrl] = useState("");
  const [example, setExample] = useState(EXAMPLES[0] ?? "");
  return (
    <section className="open-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t("openTitle")}</h2>
      <div className="drop-zone">
        <label htmlFor={`${id}-file`}>{t("fileLabel")}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".jsonl,.ndjson,.json,.txt,.pbn,.lin,application/x-ndjson,application/json,text/plain"
          onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            if (f !== undefined) onOpen({ kind: "file", file: f });
          }}
        />
      </div>
      <form
        className="open-url"
        onSubmit={(e) => {
          e.preventDefault();
          if (url.trim() !== "") onOpen({ kind: "url", url: url.trim() });
        }}
      >
        <label htmlFor={`${id}-url`}>{t("urlLabel")}</label>
        <input
          id={`${id}-url`}
          type="url"
          placeholder="https://…/board.jsonl"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
        />
        <button type="submit">{t("openUrl")}</button>
      </form>
      <form
        className="open-example"
        onSubmit={(e) => {
          e.preventDefault();
          if (example !== "") onOpen({ kind: "example", path: example });
        }}
      >
        <label htmlFor={`${id}-ex`}>{t("exampleLabel")}</label>
        <select id={`${id}-ex`} value={example} onChange={(e) => setExample(e.currentTarget.value)}>
          {groups().map(([g, paths]) => (
            <optgroup key={g} label={t("exampleGroup", { group: g })}>
              {paths.map((p) => (
                <option key={p} value={p}>
                  {p.includes("/") ? p.slice(p.indexOf("/") + 1) : p}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <button type="submit">{t("openExample")}</button>
      </form>
    </section>
  );
};
