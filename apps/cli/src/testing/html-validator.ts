import { HtmlValidate } from "html-validate";
import { checkHtml } from "./html-check.ts";

/** html-validate (from the npm registry) with its recommended rules: the HTML standard's content model,
 * unique ids, attributes, headings, tables and accessibility. */
const validator = new HtmlValidate({ extends: ["html-validate:recommended"] });

/**
 * What is wrong with a page, one line a problem (`line 12: rule: message`), empty when the page holds: every
 * problem html-validate finds, then those of the project's own check (`checkHtml`: a number column in two
 * formats, a link to an id not in the page), which no validator knows.
 */
export const validateHtml = async (page: string): Promise<string[]> => {
  const report = await validator.validateString(page);
  return [
    ...report.results.flatMap((r) => r.messages.map((m) => `line ${m.line}: ${m.ruleId}: ${m.message}`)),
    ...checkHtml(page),
  ];
};
