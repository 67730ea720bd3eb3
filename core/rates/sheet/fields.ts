/**
 * Cell parsers for rate-sheet columns. Each returns the parsed value or throws a FieldProblem
 * whose message says what the cell should hold; the importer adds the line and column.
 */
export class FieldProblem extends Error {}

export type CellParser<T> = (raw: string) => T;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function text(): CellParser<string> {
  return (raw) => {
    if (raw === '') throw new FieldProblem('is required');
    return raw;
  };
}

export function uuid(): CellParser<string> {
  return (raw) => {
    if (!UUID.test(raw)) throw new FieldProblem(`must be a uuid (got '${raw}')`);
    return raw.toLowerCase();
  };
}

export function number(range: { min?: number; max?: number } = {}): CellParser<number> {
  return (raw) => {
    if (raw === '') throw new FieldProblem('is required');
    const value = Number(raw);
    if (!/^-?\d+(\.\d+)?$/.test(raw) || !Number.isFinite(value)) throw new FieldProblem(`must be a number (got '${raw}')`);
    if (range.min !== undefined && value < range.min) throw new FieldProblem(`must be at least ${range.min} (got ${raw})`);
    if (range.max !== undefined && value > range.max) throw new FieldProblem(`must be at most ${range.max} (got ${raw})`);
    return value;
  };
}

export function integer(range: { min?: number; max?: number } = {}): CellParser<number> {
  const parse = number(range);
  return (raw) => {
    const value = parse(raw);
    if (!Number.isInteger(value)) throw new FieldProblem(`must be a whole number (got '${raw}')`);
    return value;
  };
}

export function boolean(): CellParser<boolean> {
  return (raw) => {
    if (raw === 'true') return true;
    if (raw === 'false') return false;
    throw new FieldProblem(`must be true or false (got '${raw}')`);
  };
}

export function oneOf<T extends string>(values: readonly T[]): CellParser<T> {
  return (raw) => {
    if (!(values as readonly string[]).includes(raw)) throw new FieldProblem(`must be one of ${values.join(', ')} (got '${raw}')`);
    return raw as T;
  };
}

/** A '|'-separated list of allowed values, at least one. */
export function listOf<T extends string>(values: readonly T[]): CellParser<T[]> {
  const item = oneOf(values);
  return (raw) => {
    if (raw === '') throw new FieldProblem('needs at least one value');
    const items = raw.split('|').map((part) => item(part.trim()));
    return [...new Set(items)];
  };
}

export function timestamp(): CellParser<Date> {
  return (raw) => {
    const value = new Date(raw);
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/.test(raw) || Number.isNaN(value.getTime())) {
      throw new FieldProblem(`must be an ISO date-time with an offset, e.g. 2026-11-23T08:00:00-08:00 (got '${raw}')`);
    }
    return value;
  };
}

/** Blank means "any" (null); otherwise the inner parser applies. */
export function optional<T>(parse: CellParser<T>): CellParser<T | null> {
  return (raw) => (raw === '' ? null : parse(raw));
}
