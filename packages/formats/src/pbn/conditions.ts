import type { PbnRecord } from "./records.ts";

/**
 * The conditions of play a board log holds and PBN has no tag for (the Code's edition, a regulation
 * profile, screens), as bridgelaw's export writes them: `[Application "bridgelaw"]` and the comment after it
 * `{bridgelaw: edition 2007; profile FFB; screens}` (§4.7.3: application data in comments after the tag).
 */
export const readConditions = (
  record: PbnRecord,
): { fields: Record<string, unknown>; comment: string } | null => {
  const app = record.tags.get("Application");
  if (app === undefined || app.value !== "bridgelaw") return null;
  for (const comment of app.comments) {
    const m = /^\s*bridgelaw:\s*(.*?)\s*$/s.exec(comment);
    if (m === null) continue;
    const fields: Record<string, unknown> = {};
    for (const part of m[1]!
      .split(";")
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [key, ...rest] = part.split(/\s+/);
      const value = rest.join(" ");
      if (key === "edition" && (value === "2007" || value === "2017")) fields.edition = value;
      else if (key === "profile" && value !== "") fields.profile = value;
      else if (key === "screens") fields.screens = value === "" || value === "true";
    }
    return { fields, comment };
  }
  return null;
};
