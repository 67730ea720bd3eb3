import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** Our pinned limits: generous for every screen we ship, far below what hurts the server. */
export const QUERY_LIMITS = { maxDepth: 12, maxAliases: 30, maxCost: 3000, listFactor: 10 } as const;

type Walk = (selectionSet: SelectionSetNode, depth: number, seen: Set<string>) => { depth: number; aliases: number; cost: number };

function measure(context: ValidationContext): Walk {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const walk: Walk = (selectionSet, depth, seen) => {
    let result = { depth, aliases: 0, cost: 0 };
    for (const selection of selectionSet.selections) {
      let inner: ReturnType<Walk> | null = null;
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        const own = selection.alias ? 1 : 0;
        inner = selection.selectionSet ? walk(selection.selectionSet, depth + 1, seen) : { depth: depth + 1, aliases: 0, cost: 0 };
        // A field with a selection set may be a list: its children count listFactor times.
        const childCost = selection.selectionSet ? inner.cost * QUERY_LIMITS.listFactor : 0;
        inner = { depth: inner.depth, aliases: inner.aliases + own, cost: 1 + childCost };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = walk(selection.selectionSet, depth, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || seen.has(name)) continue;
        inner = walk(fragment.selectionSet, depth, new Set([...seen, name]));
      }
      result = {
        depth: Math.max(result.depth, inner.depth),
        aliases: result.aliases + inner.aliases,
        cost: result.cost + inner.cost,
      };
    }
    return result;
  };
  return walk;
}

/** Refuses operations deeper, more aliased or costlier than QUERY_LIMITS. */
export const queryLimitsRule: ValidationRule = (context): ASTVisitor => ({
  OperationDefinition(node) {
    const { depth, aliases, cost } = measure(context)(node.selectionSet, 0, new Set());
    const problems: string[] = [];
    if (depth > QUERY_LIMITS.maxDepth) problems.push(`depth ${depth} exceeds ${QUERY_LIMITS.maxDepth}`);
    if (aliases > QUERY_LIMITS.maxAliases) problems.push(`${aliases} aliases exceed ${QUERY_LIMITS.maxAliases}`);
    if (cost > QUERY_LIMITS.maxCost) problems.push(`cost ${cost} exceeds ${QUERY_LIMITS.maxCost}`);
    for (const problem of problems) {
      context.reportError(new GraphQLError(`Query refused: ${problem}.`, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
    }
  },
});
