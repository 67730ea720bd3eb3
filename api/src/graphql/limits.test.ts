import { describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from 'graphql';
import { queryLimitsRule } from './limits.js';

const schema = buildSchema(`
  type Query { node: Node, nodes: [Node!]! }
  type Node { id: ID!, child: Node, children: [Node!]! }
`);

const problems = (query: string) => validate(schema, parse(query), [queryLimitsRule]).map((error) => error.message);

describe('query limits', () => {
  it('lets ordinary queries through', () => {
    expect(problems('{ node { id child { id child { id } } } nodes { id children { id } } }')).toEqual([]);
  });

  it('refuses queries deeper than 12 levels', () => {
    const deep = `{ ${'node { child { '.repeat(7)} id ${'} } '.repeat(7)} }`;
    expect(problems(deep)).toEqual(['Query refused: depth 15 exceeds 12.']);
  });

  it('refuses more than 30 aliases', () => {
    const aliased = `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: node { id }`).join(' ')} }`;
    expect(problems(aliased)).toEqual(['Query refused: 31 aliases exceed 30.']);
  });

  it('counts nested lists multiplicatively, and plain objects once', () => {
    expect(problems('{ node { child { child { child { child { id } } } } } }')).toEqual([]);
    expect(problems('{ nodes { children { children { children { id } } } } }')).toEqual(['Query refused: cost 11111 exceeds 5000.']);
  });

  it('follows fragments', () => {
    const query = 'fragment F on Node { children { children { id } } } { nodes { children { ...F } } }';
    expect(problems(query)).toEqual(['Query refused: cost 11111 exceeds 5000.']);
  });
});
