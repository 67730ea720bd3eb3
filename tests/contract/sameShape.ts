/**
 * Where a mocked GraphQL answer differs from the API's answer to the same operation: the same
 * keys at every level, the same __typename, the same enum values, figures and text; values that
 * are random by nature (uuids, timestamps, tokens) only of the same kind.
 */
export type ShapeOptions = {
  /**
   * Paths whose values are compared by kind only (a string for a string), for values a scenario
   * cannot fix: a token, a generated name. `*` stands for one key or list index, `**` for any
   * depth: `data.createBankLinkToken.linkToken`, `**.createdAt`.
   */
  byKind?: string[];
  /** Paths of lists whose length may differ: every item of the mock's is held by kind to the API's first item. */
  anyLength?: string[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The kind of a value, the finer for strings that are random by nature. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'string') {
    if (UUID.test(value)) return 'uuid';
    if (DATE_TIME.test(value)) return 'date-time';
    return 'string';
  }
  return typeof value;
}

function patternOf(path: string): RegExp {
  const source = path
    .split('.')
    .map((part) => (part === '**' ? '\u0000' : part === '*' ? '[^.]+' : part.replace(/[$()*+?[\]\\^{}|]/g, '\\$&')))
    .join('\\.')
    .replaceAll('\u0000\\.', '(?:[^.]+\\.)*')
    .replaceAll('\u0000', '.*');
  return new RegExp(`^${source}$`);
}

function matcher(paths: string[] = []): (path: string) => boolean {
  const patterns = paths.map(patternOf);
  return (path) => patterns.some((pattern) => pattern.test(path));
}

/** Every difference between the API's answer and the mock's, one line each; none when they agree. */
export function shapeDifferences(api: unknown, mock: unknown, options: ShapeOptions = {}, root = 'data'): string[] {
  const byKind = matcher(options.byKind);
  const anyLength = matcher(options.anyLength);
  const differences: string[] = [];

  function compare(expected: unknown, actual: unknown, path: string, kindOnly: boolean): void {
    const byKindHere = kindOnly || byKind(path);
    const expectedKind = kindOf(expected);
    const actualKind = kindOf(actual);
    if (expected === undefined || actual === undefined) {
      if (expected !== actual)
        differences.push(
          `${path}: ${expected === undefined ? `the API has no such field, the mock answers ${describe(actual)}` : `the API answers ${describe(expected)}, the mock leaves it out`}`,
        );
      return;
    }
    // Compared by kind, a null stands beside any value: the field is nullable, and both are answers it can give.
    if (byKindHere && (expectedKind === 'null' || actualKind === 'null')) return;
    if (expectedKind !== actualKind) {
      differences.push(`${path}: the API answers ${describe(expected)}, the mock ${describe(actual)}`);
      return;
    }
    if (Array.isArray(expected) && Array.isArray(actual)) {
      if (anyLength(path)) {
        const model = expected[0];
        if (model === undefined) return;
        actual.forEach((item, index) => compare(model, item, `${path}.${index}`, true));
        return;
      }
      if (expected.length !== actual.length) {
        differences.push(`${path}: the API lists ${expected.length} items, the mock ${actual.length}`);
        return;
      }
      expected.forEach((item, index) => compare(item, actual[index], `${path}.${index}`, kindOnly));
      return;
    }
    if (expectedKind === 'object') {
      const expectedRecord = expected as Record<string, unknown>;
      const actualRecord = actual as Record<string, unknown>;
      for (const key of new Set([...Object.keys(expectedRecord), ...Object.keys(actualRecord)])) {
        // A type name is the contract itself: compared even where the values are compared by kind.
        if (key === '__typename' && expectedRecord[key] !== actualRecord[key]) {
          differences.push(`${path}.__typename: the API answers ${describe(expectedRecord[key])}, the mock ${describe(actualRecord[key])}`);
          continue;
        }
        compare(expectedRecord[key], actualRecord[key], `${path}.${key}`, kindOnly);
      }
      return;
    }
    // uuids and timestamps are random by nature: their kind is all two answers can share.
    if (byKindHere || expectedKind === 'uuid' || expectedKind === 'date-time') return;
    if (!Object.is(expected, actual)) differences.push(`${path}: the API answers ${describe(expected)}, the mock ${describe(actual)}`);
  }

  compare(api, mock, root, false);
  return differences;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
