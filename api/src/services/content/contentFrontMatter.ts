import matter from 'gray-matter';

/**
 * Front matter of the content/ folder: YAML between two '---' lines at the top of the file,
 * read by gray-matter. Values are handed on as text (or lists of text) so each folder's schema
 * in contentFiles.ts decides what is valid, and an editor's typo fails the seed with the file,
 * and where possible the line, named:
 *
 *   ---
 *   title: Refinancing, step by step
 *   states: [CA, WA]          (inline list)
 *   eligibility:              (block list)
 *     - Live in the home
 *   ---
 *   Markdown body…
 */
export type FrontMatterValue = string | string[];

export interface ParsedContentFile {
  data: Record<string, FrontMatterValue>;
  body: string;
}

type YamlError = Error & { reason?: string; mark?: { line: number } };

/** Dates stay as written (YYYY-MM-DD); numbers and booleans become the text they were. */
function asText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return null;
}

function toValue(key: string, value: unknown, fileName: string): FrontMatterValue {
  if (Array.isArray(value)) {
    return value.map((item) => {
      const text = asText(item);
      if (text === null) throw new Error(`${fileName}: '${key}' should list plain values.`);
      return text;
    });
  }
  // An empty key (a list that has no items yet) reads as an empty list, as before.
  if (value === null || value === undefined) return [];
  const text = asText(value);
  if (text === null) throw new Error(`${fileName}: '${key}' should be a value or a list.`);
  return text;
}

/** The front matter lines, numbered as in the file (the opening '---' is line 1). */
function frontMatterLines(normalized: string): string[] {
  const end = normalized.indexOf('\n---', 4);
  return normalized.slice(4, end === -1 ? undefined : end).split('\n');
}

function explain(error: YamlError, normalized: string, fileName: string): Error {
  const lines = frontMatterLines(normalized);
  // gray-matter hands js-yaml the text after the opening "---", so its line 0 is that line.
  const line = error.mark ? error.mark.line + 1 : null;
  if (error.reason?.startsWith('duplicated mapping key') && line) {
    const key = /^\s*([^:]+):/.exec(lines[line - 2] ?? '')?.[1]?.trim();
    if (key) return new Error(`${fileName}: '${key}' appears twice.`);
  }
  return new Error(`${fileName}: ${line ? `line ${line}: ` : ''}${error.reason ?? error.message}.`);
}

export function parseFrontMatter(text: string, fileName = 'content file'): ParsedContentFile {
  const normalized = text.replace(/\r\n?/g, '\n');
  if (!matter.test(normalized)) throw new Error(`${fileName}: front matter must start the file, between two '---' lines.`);
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh object per call: gray-matter's cache would hand every caller the same data.
    parsed = matter(normalized, {});
  } catch (error) {
    throw explain(error as YamlError, normalized, fileName);
  }
  const raw: unknown = parsed.data;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    const index = frontMatterLines(normalized).findIndex((line) => line.trim() && !line.trimStart().startsWith('#') && !/^[A-Za-z][A-Za-z0-9]*:/.test(line));
    throw new Error(`${fileName}: ${index >= 0 ? `line ${index + 2}` : 'the front matter'} should read 'key: value'.`);
  }
  const data: Record<string, FrontMatterValue> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) data[key] = toValue(key, value, fileName);
  return { data, body: parsed.content.trim() };
}
