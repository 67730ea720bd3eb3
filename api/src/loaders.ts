import DataLoader from 'dataloader';
import type { Knex } from 'knex';
import { Prequal } from './models/Prequal.js';
import { RefinanceApplication } from './models/RefinanceApplication.js';
import { User } from './models/User.js';

/** Per-request batching for relation fields, so a list never costs one query per row. */
export function createLoaders(db: Knex) {
  return {
    userByUuid: new DataLoader<string, User | null>(async (uuids) => {
      const rows = await User.query(db).findByIds([...uuids]);
      const byUuid = new Map(rows.map((row) => [row.uuid, row]));
      return uuids.map((uuid) => byUuid.get(uuid) ?? null);
    }),
    /** A user's prequals, newest first. */
    prequalsByUser: new DataLoader<string, Prequal[]>(async (userUuids) => {
      const rows = await Prequal.query(db)
        .whereIn('userUuid', [...userUuids])
        .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'uuid' }]);
      return userUuids.map((uuid) => rows.filter((row) => row.userUuid === uuid));
    }),
    /** A user's refinance applications, newest first. */
    refinanceApplicationsByUser: new DataLoader<string, RefinanceApplication[]>(async (userUuids) => {
      const rows = await RefinanceApplication.query(db)
        .whereIn('userUuid', [...userUuids])
        .orderBy('createdAt', 'desc');
      return userUuids.map((uuid) => rows.filter((row) => row.userUuid === uuid));
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
