import DataLoader from 'dataloader';
import type { Knex } from 'knex';
import { User } from './models/User.js';

/** Per-request batching for relation fields, so a list never costs one query per row. */
export function createLoaders(db: Knex) {
  return {
    userByUuid: new DataLoader<string, User | null>(async (uuids) => {
      const rows = await User.query(db).findByIds([...uuids]);
      const byUuid = new Map(rows.map((row) => [row.uuid, row]));
      return uuids.map((uuid) => byUuid.get(uuid) ?? null);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
