import DataLoader from 'dataloader';
import type { Knex } from 'knex';
import { Prequal } from './models/Prequal.js';
import { PrivacyPreferences } from './models/PrivacyPreferences.js';
import { Property } from './models/Property.js';
import { RefinanceApplication } from './models/RefinanceApplication.js';
import { User } from './models/User.js';

/**
 * Per-request reads: a list never costs one query per row, and what one operation of a request
 * reads another of the same request (a page's batch) takes from here rather than asking again.
 */
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
    /** Each user's saved privacy choices: the banner's query and the analytics check read them once. */
    privacyPreferencesByUser: new DataLoader<string, PrivacyPreferences | null>(async (userUuids) => {
      const rows = await PrivacyPreferences.query(db).whereIn('userUuid', [...userUuids]);
      return userUuids.map((uuid) => rows.find((row) => row.userUuid === uuid) ?? null);
    }),
    /** The homes each user owns, oldest first: the session's User.properties and the owner's dashboard read one list. */
    propertiesByOwner: new DataLoader<string, Property[]>(async (ownerUuids) => {
      const rows = await Property.query(db)
        .whereIn('ownerUuid', [...ownerUuids])
        .orderBy('createdAt')
        .orderBy('uuid');
      return ownerUuids.map((uuid) => rows.filter((row) => row.ownerUuid === uuid));
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
