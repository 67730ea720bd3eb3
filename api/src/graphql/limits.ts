import { blockFieldSuggestionsPlugin, costLimitPlugin, maxAliasesPlugin, maxDepthPlugin, maxDirectivesPlugin, maxTokensPlugin } from './armor.js';

/**
 * Our pinned document limits, enforced by GraphQL Armor. Each sits well above what the app's own
 * largest operation needs (in November 2026: about 200 tokens, depth 7, cost 240, no aliases;
 * tests/security/queryLimits.test.ts validates every generated operation) and far below what
 * hurts the server. Armor walks each fragment once, so measuring a document
 * takes time linear in its size however its fragments spread one another.
 */
export const QUERY_LIMITS = {
  /** Lexical tokens in one document; parsing stops at the first token past it. */
  maxTokens: 2000,
  /** Nesting of fields (a fragment spread counts as a level). */
  maxDepth: 12,
  /** Every alias counts, `__typename` included: aliases are how one request asks many times. */
  maxAliases: 30,
  /** Directives in one operation, fragments included. */
  maxDirectives: 30,
  /** Armor's cost: objects 2, scalars 1, each level 1.5 times the one above it. */
  maxCost: 5000,
  /** Errors in one answer, the last of them TOO_MANY_ERRORS_MESSAGE when there were more. */
  maxErrors: 10,
} as const;

/** The last error of an answer that had more than QUERY_LIMITS.maxErrors. */
export const TOO_MANY_ERRORS_MESSAGE = 'Too many errors: the rest are left out.';

/** The message every refused document gets: short, and it names no limit an attacker could tune to. */
export const QUERY_REFUSED_MESSAGE = 'Query refused: it is too large or too deep.';

/** Who hears of a refusal: the validation context (null while parsing) and Armor's error. */
type RejectHandler = (context: { reportError(error: never): void } | null, error: Error) => void;

/**
 * GraphQL Armor's protections with the limits above (field suggestions blocked too); `report`
 * turns a refusal into a validation error. The limits' numbers stay out of the messages.
 */
export function armorPlugins(report: RejectHandler) {
  const refusal = { exposeLimits: false, errorMessage: QUERY_REFUSED_MESSAGE, propagateOnRejection: false, onReject: [report as never] };
  return [
    // Parsing has no validation context to report to, so the token limit throws its syntax error.
    maxTokensPlugin({ n: QUERY_LIMITS.maxTokens, exposeLimits: false, errorMessage: QUERY_REFUSED_MESSAGE }),
    maxDepthPlugin({ n: QUERY_LIMITS.maxDepth, ...refusal }),
    maxAliasesPlugin({ n: QUERY_LIMITS.maxAliases, allowList: [], ...refusal }),
    maxDirectivesPlugin({ n: QUERY_LIMITS.maxDirectives, ...refusal }),
    costLimitPlugin({ maxCost: QUERY_LIMITS.maxCost, ...refusal }),
    blockFieldSuggestionsPlugin({ mask: '' }),
  ];
}
