import type { Knex } from 'knex';
import { syncContent } from '../../api/src/services/content/contentSync.js';

/** Resources, programs, testimonials, FAQ entries and legal documents from the content/ folder. */
export async function seed(knex: Knex): Promise<void> {
  await syncContent(knex);
}
