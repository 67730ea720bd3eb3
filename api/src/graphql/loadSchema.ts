import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/projectRoot.js';

export const schemaDirectory = path.join(projectRoot, 'schema');

/** The SDL of every domain file in schema/, in a stable order. */
export function loadTypeDefs(): string[] {
  return readdirSync(schemaDirectory)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(schemaDirectory, file), 'utf8'));
}
