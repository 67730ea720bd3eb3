import type { Knex } from 'knex';
import { transitionRestructure } from '#core/partnership/index';
import { RestructureApplication } from '../../models/RestructureApplication.js';
import { RestructureApplicationEvent } from '../../models/RestructureApplicationEvent.js';
import { stageChangeWriter, type StageActor, type StageChange } from '../application/stageChange.js';

export type { StageActor };

export type StageChangeResult = StageChange<RestructureApplication, RestructureApplicationEvent>;

/** The only way a partnership application's stage changes: core/partnership's transition function decides. */
export const changeStage = stageChangeWriter<
  RestructureApplication['stage'],
  RestructureApplicationEvent['event'],
  RestructureApplication,
  RestructureApplicationEvent
>(transitionRestructure, RestructureApplicationEvent);

/** The application locked for a change in this transaction; null when there is none. */
export async function lockApplication(trx: Knex.Transaction, uuid: string): Promise<RestructureApplication | undefined> {
  return RestructureApplication.query(trx).findById(uuid).forUpdate();
}
