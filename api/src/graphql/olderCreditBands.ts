import type { Plugin } from '@envelop/core';
import type { DocumentNode, GraphQLSchema, TypeNode } from 'graphql';
import { creditBandFromCode } from '#core/rates/index';

/**
 * Accepts the older finer credit band codes (spec section 3) wherever a CreditScoreRange
 * travels in an operation's variables: each is replaced by the band that holds it before
 * GraphQL coerces the variables, so resolvers only ever see the 14 bands and no answer carries
 * an older code. Unknown codes are left for GraphQL to refuse as before. Literals written in the
 * document itself are not rewritten (clients send values as variables).
 */
export function useOlderCreditBands(): Plugin {
  return {
    onExecute({ args }) {
      const operation = (args.document as DocumentNode).definitions.find((definition) => definition.kind === 'OperationDefinition');
      const variables = args.variableValues as Record<string, unknown> | null | undefined;
      if (!operation || operation.kind !== 'OperationDefinition' || !variables) return;
      const schema = args.schema as GraphQLSchema;
      for (const definition of operation.variableDefinitions ?? []) {
        const name = definition.variable.name.value;
        if (name in variables) variables[name] = mapBands(schema, variables[name], definition.type, 0);
      }
    },
  };
}

/** Input types nest; a value deeper than this is left as it is (the document limits refuse such queries anyway). */
const MAX_DEPTH = 20;

// Read by shape, not instanceof: graphql may be loaded twice (ESM and CJS), see yoga.ts.
type InputField = { type: unknown };
type NamedInput = { name: string; getFields?: () => Record<string, InputField>; getValues?: () => unknown };

const CREDIT_BAND_TYPE = 'CreditScoreRange';

/** A field's type as a type node: its printed form ('[PrequalInput!]!') read back, once per type. */
const typeNodes = new WeakMap<object, TypeNode>();
function typeNodeOf(type: unknown): TypeNode {
  const kept = typeNodes.get(type as object);
  if (kept) return kept;
  const node = typeNodeOfPrinted(String(type));
  typeNodes.set(type as object, node);
  return node;
}
function typeNodeOfPrinted(printed: string): TypeNode {
  if (printed.endsWith('!')) return { kind: 'NonNullType', type: typeNodeOfPrinted(printed.slice(0, -1)) } as never;
  if (printed.startsWith('[')) return { kind: 'ListType', type: typeNodeOfPrinted(printed.slice(1, -1)) } as never;
  return { kind: 'NamedType', name: { kind: 'Name', value: printed } } as never;
}
const namedTypeOf = (type: TypeNode): string => (type.kind === 'NamedType' ? type.name.value : namedTypeOf(type.type));

/**
 * Per input type, the fields whose value can hold a credit band anywhere, with their type nodes;
 * the others are passed over whole. Worked out once per schema and type.
 */
type BandField = { name: string; type: TypeNode };
const bandFieldsBySchema = new WeakMap<GraphQLSchema, Map<string, BandField[]>>();
function bandFieldsOf(schema: GraphQLSchema, typeName: string): BandField[] {
  let byType = bandFieldsBySchema.get(schema);
  if (!byType) bandFieldsBySchema.set(schema, (byType = new Map()));
  const known = byType.get(typeName);
  if (known) return known;
  const fields = Object.entries((schema.getType(typeName) as NamedInput | undefined)?.getFields?.() ?? {});
  const bandFields = fields.map(([name, field]) => ({ name, type: typeNodeOf(field.type) })).filter((field) => canHoldBands(schema, namedTypeOf(field.type)));
  byType.set(typeName, bandFields);
  return bandFields;
}

/** Whether a value of the named type is a credit band or can hold one anywhere. */
const holdersBySchema = new WeakMap<GraphQLSchema, Map<string, boolean>>();
function canHoldBands(schema: GraphQLSchema, typeName: string): boolean {
  let holders = holdersBySchema.get(schema);
  if (!holders) holdersBySchema.set(schema, (holders = new Map()));
  const known = holders.get(typeName);
  if (known !== undefined) return known;
  // Input types may refer to each other in a cycle: each is looked into once.
  const seen = new Set<string>();
  const reaches = (name: string): boolean => {
    if (name === CREDIT_BAND_TYPE) return true;
    if (seen.has(name)) return false;
    seen.add(name);
    const named = schema.getType(name) as NamedInput | undefined;
    return Object.values(named?.getFields?.() ?? {}).some((field) => reaches(namedTypeOf(typeNodeOf(field.type))));
  };
  const holds = reaches(typeName);
  holders.set(typeName, holds);
  return holds;
}

/** The value with every older band replaced; the value itself (not a copy) when nothing in it changes. */
function mapBands(schema: GraphQLSchema, value: unknown, type: TypeNode, depth: number): unknown {
  if (value === null || value === undefined || depth > MAX_DEPTH) return value;
  if (type.kind === 'NonNullType') return mapBands(schema, value, type.type, depth);
  if (type.kind === 'ListType') {
    if (!Array.isArray(value)) return mapBands(schema, value, type.type, depth + 1);
    const items = value.map((item) => mapBands(schema, item, type.type, depth + 1));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  const typeName = type.name.value;
  if (typeName === CREDIT_BAND_TYPE) return typeof value === 'string' ? (creditBandFromCode(value) ?? value) : value;
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const field of bandFieldsOf(schema, typeName)) {
    if (!(field.name in record)) continue;
    const mapped = mapBands(schema, record[field.name], field.type, depth + 1);
    if (mapped !== record[field.name]) (copy ??= { ...record })[field.name] = mapped;
  }
  return copy ?? value;
}
