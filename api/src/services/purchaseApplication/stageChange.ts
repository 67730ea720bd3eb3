import type { Knex } from 'knex';
import { transitionPurchase } from '#core/purchaseApplication/index';
import { PurchaseApplication } from '../../models/PurchaseApplication.js';
import { PurchaseApplicationEvent } from '../../models/PurchaseApplicationEvent.js';
import { stageChangeWriter, type StageActor, type StageChange } from '../application/stageChange.js';

export type PurchaseActor = StageActor;

export type PurchaseStageChange = StageChange<PurchaseApplication, PurchaseApplicationEvent>;

/** The only way a purchase application's stage changes: core/purchaseApplication's transition function decides. */
export const changePurchaseStage = stageChangeWriter<
  PurchaseApplication['stage'],
  PurchaseApplicationEvent['event'],
  PurchaseApplication,
  PurchaseApplicationEvent
>(transitionPurchase, PurchaseApplicationEvent);

export async function lockPurchaseApplication(trx: Knex.Transaction, uuid: string): Promise<PurchaseApplication | undefined> {
  return PurchaseApplication.query(trx).findById(uuid).forUpdate();
}
