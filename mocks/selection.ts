import { makeExecutableSchema } from '@graphql-tools/schema';
import { isAbstractType, Kind, parse, type FragmentDefinitionNode, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

// The SDL straight from schema/, to tell an interface or union condition from an object type's.
const typeDefs = Object.values(import.meta.glob<string>('../schema/*.graphql', { query: '?raw', import: 'default', eager: true }));
let schema: GraphQLSchema | undefined;

type Fragments = Map<string, FragmentDefinitionNode>;

/** Whether a fragment on `condition` applies to an object whose __typename is `typename`. */
function applies(condition: string | undefined, typename: unknown): boolean {
  if (!condition || typeof typename !== 'string' || condition === typename) return true;
  schema ??= makeExecutableSchema({ typeDefs });
  const type = schema.getType(condition);
  return type !== undefined && isAbstractType(type) && schema.isSubType(type, schema.getType(typename) as never);
}

function merge(into: unknown, from: unknown): unknown {
  if (Array.isArray(into) && Array.isArray(from)) return into.map((item, index) => merge(item, from[index]));
  if (into && from && typeof into === 'object' && typeof from === 'object') {
    const merged: Record<string, unknown> = { ...(into as Record<string, unknown>) };
    for (const [key, value] of Object.entries(from)) merged[key] = key in merged ? merge(merged[key], value) : value;
    return merged;
  }
  return from;
}

function select(selectionSet: SelectionSetNode, value: unknown, fragments: Fragments): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => select(selectionSet, item, fragments));
  const record = value as Record<string, unknown>;
  let selected: Record<string, unknown> = {};
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const source = key in record ? record[key] : record[selection.name.value];
      if (source === undefined) continue;
      const answer = selection.selectionSet ? select(selection.selectionSet, source, fragments) : source;
      selected[key] = key in selected ? merge(selected[key], answer) : answer;
      continue;
    }
    const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
    if (!fragment || !applies(fragment.typeCondition?.name.value, record.__typename)) continue;
    selected = merge(selected, select(fragment.selectionSet, record, fragments)) as Record<string, unknown>;
  }
  return selected;
}

/**
 * A typed mock's data cut down to the fields the operation asked for, as a GraphQL server answers:
 * a mock may hand over a whole record (the demo user, a stored application) and the client still
 * sees exactly the keys the real API would send.
 */
export function answerAsAsked(query: string, operationName: string | undefined, data: unknown): unknown {
  const document = parse(query);
  const fragments: Fragments = new Map();
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName)) operation ??= definition;
  }
  return operation ? select(operation.selectionSet, data, fragments) : data;
}
