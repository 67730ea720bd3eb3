import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { loadTypeDefs } from '../../api/src/graphql/loadSchema.js';
import { createTestApp, type TestApp } from '../api/harness.js';

/**
 * A schema-driven fuzzer: every query and mutation, with malformed variables of every kind
 * (wrong types, huge numbers and strings, NUL and lone surrogates, invalid enums, deep nesting),
 * anonymously and logged in. Any HTTP 500, any INTERNAL_SERVER_ERROR, or any answer that echoes
 * more than 200 characters of the input is a finding.
 */
const schema = buildSchema(loadTypeDefs().join('\n'));
const DEMO = { email: 'demo@roofline.test', password: 'roofline-demo-2026' };
const LONG = 'Z'.repeat(100_000);
const ECHO = 'Z'.repeat(201);

/** A plausible value of a type, so the operation gets past coercion and into our code. */
function plausible(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return plausible(type.ofType, depth);
  if (isListType(type)) return [plausible(type.ofType, depth)];
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) {
    if (depth > 3) return {};
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, plausible(field.type, depth + 1)]));
  }
  const scalars: Record<string, unknown> = {
    String: 'x',
    ID: '1',
    Int: 1,
    Float: 1.5,
    Boolean: true,
    UUID: '00000000-0000-4000-8000-000000000000',
    Date: '2020-01-01',
    DateTime: '2020-01-01T00:00:00Z',
    EmailAddress: 'fuzz@example.com',
    JSONObject: { a: 1 },
  };
  return scalars[(type as { name: string }).name] ?? 'x';
}

let nested: unknown = 'deep';
for (let level = 0; level < 2000; level++) nested = [nested];
let nestedObject: unknown = {};
for (let level = 0; level < 2000; level++) nestedObject = { a: nestedObject };

/** Malformed values for a place of this type: wrong kinds of value and hostile ones of the right kind. */
function malformed(type: GraphQLInputType): unknown[] {
  const named = getNamedType(type);
  const values: unknown[] = [null, 0, -1, 2 ** 31, 1e308, -1e308, 1.5, 'NaN', 'Infinity', '', LONG, '\u0000', 'a\uD800b', true, [], {}, nested, nestedObject];
  if (isEnumType(named)) values.push('NOT_A_VALUE', named.getValues()[0]?.name.toLowerCase(), `${LONG}`);
  if (isScalarType(named) && named.name === 'JSONObject') values.push({ [LONG.slice(0, 300)]: LONG }, { a: '\u0000' }, { ['k\uDC00']: 1 });
  return values;
}

/**
 * Variables with one place made malformed at a time: each argument, and each field of an input
 * object. `inner` marks the cases deep in an input object, sent logged in only (where a
 * mutation's own code runs), which keeps each operation's share of the run to seconds; the whole run grows with the schema.
 */
function* casesFor(args: readonly GraphQLArgument[]): Generator<{ variables: Record<string, unknown>; inner: boolean }> {
  const base = Object.fromEntries(args.map((arg) => [arg.name, plausible(arg.type)]));
  yield { variables: base, inner: false };
  for (const arg of args) {
    for (const value of malformed(arg.type)) yield { variables: { ...base, [arg.name]: value }, inner: false };
    const named = getNamedType(arg.type);
    if (isInputObjectType(named)) {
      for (const field of Object.values(named.getFields())) {
        for (const value of malformed(field.type))
          yield { variables: { ...base, [arg.name]: { ...(base[arg.name] as object), [field.name]: value } }, inner: true };
      }
    }
  }
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const definitions = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind}${definitions ? ` (${definitions})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  // The rate limits would answer 429 long before the fuzzer is through; they are tested elsewhere.
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '100000' });
  cookie = await t.sessionCookie(DEMO.email, DEMO.password);
});
afterAll(() => t.close());

describe('the schema-driven fuzzer', () => {
  // Over 3,000 requests: about a minute alone, nearly three on a machine busy with other suites.
  it('finds no 500, no INTERNAL_SERVER_ERROR and no echo of the input in any operation', { timeout: 300_000 }, async () => {
    const findings: string[] = [];
    let requests = 0;
    const roots: Array<['query' | 'mutation', GraphQLObjectType | null | undefined]> = [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ];
    for (const [kind, root] of roots) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        const query = operationFor(kind, field);
        for (const { variables, inner } of casesFor(field.args)) {
          for (const who of inner ? [cookie] : [undefined, cookie]) {
            requests++;
            const body = JSON.stringify({ query, variables });
            const response = await t.request('/graphql', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1', ...(who ? { Cookie: who } : {}) },
              body,
            });
            const text = await response.text();
            const problem =
              response.status >= 500
                ? `HTTP ${response.status}`
                : text.includes('INTERNAL_SERVER_ERROR')
                  ? 'INTERNAL_SERVER_ERROR'
                  : text.includes(ECHO)
                    ? 'echoed the input'
                    : null;
            if (problem) findings.push(`${problem}: ${field.name} ${who ? 'logged in' : 'anonymous'} ${body.slice(0, 300)} -> ${text.slice(0, 300)}`);
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(1000);
    expect(findings).toEqual([]);
  });
});
