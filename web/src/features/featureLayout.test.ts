import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The folder rules of docs/decisions/0011-web-features.md, checked on every import of web/src.
 * Lint checks what a pattern can say (boundaries, file cycles); these need the folder names.
 */

const webSrc = path.resolve(import.meta.dirname, '..');
const features = path.join(webSrc, 'features');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

interface Edge {
  from: string;
  to: string;
}

function importsOf(file: string): Edge[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\sfrom\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (match) => match[1] ?? match[2]!,
  );
  return specifiers.flatMap((specifier) => {
    const to = resolveImport(file, specifier);
    return to ? [{ from: file, to }] : [];
  });
}

const rel = (file: string) => path.relative(webSrc, file);
const allEdges = filesUnder(webSrc).flatMap(importsOf);

/** 'features/rates/components/RateCard' for any file inside that component's folder, else null. */
function componentFolder(file: string): string | null {
  const match = /^features\/[^/]+\/components\/[^/]+/.exec(rel(file));
  return match ? match[0] : null;
}

/** The feature folder's part a file belongs to: 'features/rates/model', 'features/rates/components/RateCard', … */
function featurePart(file: string): string | null {
  return componentFolder(file) ?? /^features\/[^/]+\/[^/]+/.exec(rel(file))?.[0] ?? null;
}

/** 'rates' for any file under features/rates/, else null. */
function featureOf(file: string): string | null {
  return /^features\/([^/]+)\//.exec(rel(file))?.[1] ?? null;
}

/** A feature's public entry: the one file other features may import (rule 4). */
const publicEntry = (feature: string) => path.join('features', feature, 'index.ts');

function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'visiting') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('web feature folders', () => {
  it('exist, so the rules below have something to check', () => {
    expect(readdirSync(features)).toContain('rates');
    expect(allEdges.some((edge) => componentFolder(edge.to))).toBe(true);
  });

  it('hold only pages/, components/<Name>/, model/, testing/, a public index.ts and whole-feature tests', () => {
    const allowed = new Set(['pages', 'components', 'model', 'testing', 'index.ts']);
    const misplaced = readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((feature) => {
        const folder = path.join(features, feature.name);
        const loose = readdirSync(folder)
          .filter((name) => !allowed.has(name) && !/\.test\.tsx?$/.test(name))
          .map((name) => `features/${feature.name}/${name}`);
        const components = path.join(folder, 'components');
        const looseInComponents = existsSync(components)
          ? readdirSync(components, { withFileTypes: true })
              .filter((entry) => !entry.isDirectory())
              .map((entry) => `features/${feature.name}/components/${entry.name}`)
          : [];
        return [...loose, ...looseInComponents];
      });
    expect(misplaced).toEqual([]);
  });

  it('open a component folder only through its own entry file', () => {
    const intoInternals = allEdges
      .filter((edge) => {
        const target = componentFolder(edge.to);
        if (!target || componentFolder(edge.from) === target) return false;
        const entry = path.basename(target);
        return path.basename(edge.to).replace(/\.tsx?$/, '') !== entry;
      })
      .map((edge) => `${rel(edge.from)} -> ${rel(edge.to)}`);
    expect(intoInternals).toEqual([]);
  });

  it('keep model/ free of components and pages, and components free of pages', () => {
    const upward = allEdges
      .filter((edge) => {
        const from = featurePart(edge.from) ?? '';
        const to = featurePart(edge.to) ?? '';
        if (from.endsWith('/model')) return to.includes('/components/') || to.endsWith('/pages');
        if (from.includes('/components/')) return to.endsWith('/pages');
        return false;
      })
      .map((edge) => `${rel(edge.from)} -> ${rel(edge.to)}`);
    expect(upward).toEqual([]);
  });

  it('form no cycle between folders', () => {
    const graph = new Map<string, Set<string>>();
    for (const edge of allEdges) {
      const from = featurePart(edge.from);
      const to = featurePart(edge.to);
      if (!from || !to || from === to) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
    expect(findCycle(graph)).toBeNull();
  });

  it('import another feature only through its public entry, index.ts', () => {
    const intoOtherFeature = allEdges
      .filter((edge) => {
        const from = featureOf(edge.from);
        const to = featureOf(edge.to);
        return from !== null && to !== null && from !== to && rel(edge.to) !== publicEntry(to);
      })
      .map((edge) => `${rel(edge.from)} -> ${rel(edge.to)}`);
    expect(intoOtherFeature).toEqual([]);
  });

  it('offer components and model from a public entry, never a page', () => {
    const entries = readdirSync(features).filter((feature) => existsSync(path.join(webSrc, publicEntry(feature))));
    const pagesOffered = allEdges
      .filter((edge) => entries.some((feature) => rel(edge.from) === publicEntry(feature)) && featurePart(edge.to)?.endsWith('/pages'))
      .map((edge) => `${rel(edge.from)} -> ${rel(edge.to)}`);
    expect(pagesOffered).toEqual([]);
  });

  it('form no cycle between features', () => {
    const graph = new Map<string, Set<string>>();
    for (const edge of allEdges) {
      const from = featureOf(edge.from);
      const to = featureOf(edge.to);
      if (!from || !to || from === to) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
    expect(findCycle(graph)).toBeNull();
  });

  it('are reached from the rest of the app only by the route table', () => {
    const fromOutside = allEdges
      .filter((edge) => rel(edge.to).startsWith('features/') && !rel(edge.from).startsWith('features/') && rel(edge.from) !== path.join('app', 'routes.tsx'))
      .map((edge) => `${rel(edge.from)} -> ${rel(edge.to)}`);
    expect(fromOutside).toEqual([]);
  });
});
