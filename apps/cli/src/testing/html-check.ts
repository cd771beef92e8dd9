/**
 * A strict check of the HTML pages `bridgelaw score` and `dd --format html` write, beside html-validate
 * (`html-validator.ts`, which runs both): a tokenizer of the page's own markup that reports
 * every tag left open or closed out of order, an element where HTML does not allow it (a table's rows and
 * cells, the head's elements, lists), an id used twice or empty, a link to an id that is not in the page, a
 * table row with another number of cells than its heading, and a number column with two formats (whole and
 * two decimals). Empty when the page holds.
 */
const VOID = new Set(["meta", "link", "br", "hr", "img", "input", "col", "wbr"]);

/** Where an element may stand: the parents HTML allows it in (for the elements the pages use). */
const PARENTS: Readonly<Record<string, readonly string[]>> = {
  html: ["#root"],
  head: ["html"],
  body: ["html"],
  meta: ["head"],
  title: ["head"],
  style: ["head"],
  thead: ["table"],
  tbody: ["table"],
  tfoot: ["table"],
  tr: ["thead", "tbody", "tfoot"],
  th: ["tr"],
  td: ["tr"],
  li: ["ul", "ol"],
  dt: ["dl"],
  dd: ["dl"],
};

/** Elements that hold phrasing content only (no block inside). */
const PHRASING = new Set(["p", "h1", "h2", "h3", "h4", "span", "a", "dt", "th", "title"]);
const BLOCK = new Set(["div", "section", "table", "ul", "ol", "dl", "p", "h1", "h2", "h3", "h4", "nav"]);

export const checkHtml = (page: string): string[] => {
  const problems: string[] = [];
  if (!page.startsWith("<!DOCTYPE html>\n")) problems.push("no <!DOCTYPE html> first");
  const stack: string[] = ["#root"];
  const ids = new Map<string, number>();
  const links: string[] = [];
  // tables: the cells of each row, to compare with the heading
  const tables: { head: number; rows: string[][]; numeric: boolean[] }[] = [];
  let cell: { text: string; numeric: boolean } | null = null;
  let row: { cells: string[]; numeric: boolean[]; head: boolean } | null = null;
  const body = page.replace(/^<!DOCTYPE html>\n/, "").replace(/<style>[\s\S]*?<\/style>/, "<style></style>");
  const token = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)\s*>|([^<]+)|(<)/g;
  for (let m = token.exec(body); m !== null; m = token.exec(body)) {
    const [, close, rawName, attrs, text, stray] = m;
    if (stray !== undefined) {
      problems.push(`a stray "<" at ${m.index}`);
      continue;
    }
    if (text !== undefined) {
      if (/&(?![a-z]+;|#\d+;)/.test(text))
        problems.push(`an unescaped & in ${JSON.stringify(text.slice(0, 40))}`);
      if (cell !== null) cell.text += text;
      continue;
    }
    const name = rawName!.toLowerCase();
    if (close === "/") {
      if (VOID.has(name)) problems.push(`</${name}>: a void element has no end tag`);
      const top = stack.pop();
      if (top !== name) {
        problems.push(`</${name}> closes <${top}>`);
        break;
      }
      if (name === "td" || name === "th") {
        row?.cells.push(cell!.text.replace(/<[^>]*>/g, "").trim());
        row?.numeric.push(cell!.numeric);
        cell = null;
      } else if (name === "tr" && row !== null) {
        const t = tables[tables.length - 1]!;
        if (row.head) {
          t.head = row.cells.length;
          t.numeric = row.numeric;
        } else t.rows.push(row.cells);
        row = null;
      }
      continue;
    }
    const parent = stack[stack.length - 1]!;
    const allowed = PARENTS[name];
    if (allowed !== undefined && !allowed.includes(parent)) problems.push(`<${name}> inside <${parent}>`);
    if (BLOCK.has(name) && PHRASING.has(parent)) problems.push(`<${name}> (a block) inside <${parent}>`);
    const attributes = new Map<string, string>();
    for (const a of (attrs ?? "").matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)) {
      if (attributes.has(a[1]!)) problems.push(`<${name}> has the attribute ${a[1]} twice`);
      attributes.set(a[1]!, a[2] ?? "");
    }
    const id = attributes.get("id");
    if (id !== undefined) {
      if (id === "" || /\s/.test(id)) problems.push(`<${name}> has an id that is empty or has a space`);
      ids.set(id, (ids.get(id) ?? 0) + 1);
    }
    const href = attributes.get("href");
    if (href?.startsWith("#")) links.push(href.slice(1));
    if (name === "table") tables.push({ head: -1, rows: [], numeric: [] });
    if (name === "tr") row = { cells: [], numeric: [], head: parent === "thead" };
    if (name === "td" || name === "th")
      cell = { text: "", numeric: /\bn\b/.test(attributes.get("class") ?? "") };
    if (!VOID.has(name)) stack.push(name);
  }
  if (stack.length > 1) problems.push(`left open: ${stack.slice(1).join(" > ")}`);
  for (const [id, n] of ids) if (n > 1) problems.push(`the id "${id}" is used ${n} times`);
  for (const l of links) if (!ids.has(l)) problems.push(`a link to #${l}, which is not in the page`);
  for (const [k, t] of tables.entries()) {
    for (const r of t.rows) {
      if (r.length !== t.head)
        problems.push(`table ${k + 1}: a row of ${r.length} cells under ${t.head} headings`);
    }
    // one number format a column: whole numbers, or two decimals for all
    t.numeric.forEach((numeric, i) => {
      if (!numeric) return;
      const numbers = t.rows.map((r) => r[i] ?? "").filter((c) => /^[+-]?\d+(\.\d+)?$/.test(c));
      const formats = new Set(numbers.map((c) => (c.includes(".") ? c.split(".")[1]!.length : 0)));
      if (formats.size > 1)
        problems.push(
          `table ${k + 1}, column ${i + 1}: numbers in ${formats.size} formats (${numbers.join(" ")})`,
        );
    });
  }
  return problems;
};
