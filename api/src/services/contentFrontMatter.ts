/**
 * A deliberately small front matter reader for the content/ folder. It understands exactly what
 * our content files use, so an editor's typo fails the seed with a clear message:
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

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && ((trimmed.startsWith('"') && trimmed.endsWith('"')) || (trimmed.startsWith("'") && trimmed.endsWith("'")))) {
    return trimmed.slice(1, -1);
  }
  return trimmed;
}

function inlineList(value: string): string[] {
  const inner = value.trim().slice(1, -1).trim();
  return inner ? inner.split(',').map(unquote).filter(Boolean) : [];
}

export function parseFrontMatter(text: string, fileName = 'content file'): ParsedContentFile {
  const normalized = text.replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(normalized);
  if (!match) throw new Error(`${fileName}: front matter must start the file, between two '---' lines.`);
  const data: Record<string, FrontMatterValue> = {};
  let openList: string[] | null = null;
  for (const [index, line] of (match[1] ?? '').split('\n').entries()) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const item = /^\s+-\s+(.*)$/.exec(line);
    if (item) {
      if (!openList) throw new Error(`${fileName}: line ${index + 2} is a list item without a 'key:' line above it.`);
      openList.push(unquote(item[1] ?? ''));
      continue;
    }
    const pair = /^([A-Za-z][A-Za-z0-9]*):(?:\s+(.*))?$/.exec(line);
    if (!pair) throw new Error(`${fileName}: line ${index + 2} should read 'key: value'.`);
    const key = pair[1] as string;
    const value = (pair[2] ?? '').trim();
    if (key in data) throw new Error(`${fileName}: '${key}' appears twice.`);
    if (!value) {
      openList = [];
      data[key] = openList;
    } else {
      openList = null;
      data[key] = value.startsWith('[') && value.endsWith(']') ? inlineList(value) : unquote(value);
    }
  }
  return { data, body: normalized.slice(match[0].length).trim() };
}
