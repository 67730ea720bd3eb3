import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** Our pinned limits: generous for every screen we ship, far below what hurts the server. */
export const QUERY_LIMITS = { maxDepth: 12, maxAliases: 30, maxCost: 5000, listFactor: 10 } as const;

type Measure = { depth: number; aliases: number; cost: number };

// graphql can be loaded twice (its ESM and CJS builds), which breaks its instanceof-based
// predicates; these helpers read types structurally instead.
type FieldLike = { type: { toString(): string } };
type Composite = { getFields?: () => Record<string, FieldLike> };

function fieldsOf(type: Composite | null): Record<string, FieldLike> {
  return type?.getFields ? type.getFields() : {};
}

function describeType(schema: GraphQLSchema, type: { toString(): string }): { named: Composite | null; isList: boolean } {
  const text = type.toString().replace(/!$/, '');
  return { named: (schema.getType(text.replace(/[[\]!]/g, '')) as unknown as Composite | undefined) ?? null, isList: text.startsWith('[') };
}

/**
 * Depth, alias count and cost of a selection: each field costs 1, and what is selected under a
 * list field costs listFactor times, since a list may hold many rows.
 */
function measure(schema: GraphQLSchema, fragments: Map<string, FragmentDefinitionNode>) {
  const walk = (selectionSet: SelectionSetNode, parent: Composite | null, depth: number, seen: Set<string>): Measure => {
    const total: Measure = { depth, aliases: 0, cost: 0 };
    for (const selection of selectionSet.selections) {
      let inner: Measure;
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        const fieldType = fieldsOf(parent)[selection.name.value]?.type;
        const { named, isList } = fieldType ? describeType(schema, fieldType) : { named: null, isList: false };
        const child = selection.selectionSet ? walk(selection.selectionSet, named, depth + 1, seen) : { depth: depth + 1, aliases: 0, cost: 0 };
        const factor = isList ? QUERY_LIMITS.listFactor : 1;
        inner = { depth: child.depth, aliases: child.aliases + (selection.alias ? 1 : 0), cost: 1 + child.cost * factor };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? ((schema.getType(selection.typeCondition.name.value) as unknown as Composite | undefined) ?? null) : parent;
        inner = walk(selection.selectionSet, condition, depth, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || seen.has(name)) continue;
        const condition = (schema.getType(fragment.typeCondition.name.value) as unknown as Composite | undefined) ?? null;
        inner = walk(fragment.selectionSet, condition, depth, new Set([...seen, name]));
      }
      total.depth = Math.max(total.depth, inner.depth);
      total.aliases += inner.aliases;
      total.cost += inner.cost;
    }
    return total;
  };
  return walk;
}

/** Refuses operations deeper, more aliased or costlier than QUERY_LIMITS. */
export const queryLimitsRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(node) {
    const schema = context.getSchema();
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const root = node.operation === 'mutation' ? schema.getMutationType() : node.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
    const { depth, aliases, cost } = measure(schema, fragments)(node.selectionSet, (root as unknown as Composite | null | undefined) ?? null, 0, new Set());
    const problems: string[] = [];
    if (depth > QUERY_LIMITS.maxDepth) problems.push(`depth ${depth} exceeds ${QUERY_LIMITS.maxDepth}`);
    if (aliases > QUERY_LIMITS.maxAliases) problems.push(`${aliases} aliases exceed ${QUERY_LIMITS.maxAliases}`);
    if (cost > QUERY_LIMITS.maxCost) problems.push(`cost ${cost} exceeds ${QUERY_LIMITS.maxCost}`);
    for (const problem of problems) {
      context.reportError(new GraphQLError(`Query refused: ${problem}.`, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
    }
  },
});
