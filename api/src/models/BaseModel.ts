import { Model } from 'objection';

/** Shared base for models; column names are mapped snake_case <-> camelCase by the knex instance (db.ts). */
export class BaseModel extends Model {}
