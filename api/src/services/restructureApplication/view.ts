import type { RestructureApplication as RestructureApplicationGql } from '#generated/server';
import { restructureApplicationView } from '#core/restructureApplication/view';
import type { RestructureApplication } from '../../models/RestructureApplication.js';

/** The application as the API returns it; offer, denials and history are resolved on demand. */
export type RestructureApplicationView = Omit<
  RestructureApplicationGql,
  'offer' | 'denials' | 'stageHistory' | 'underwritingChecks' | 'documents' | 'bankAccounts' | 'investments' | 'paymentBankAccountId'
> & {
  /** The stored row, for the field resolvers. */
  record: RestructureApplication;
};

/** The row through core's mapping, which the mocks answer with too. */
export function toRestructureApplicationView(application: RestructureApplication): RestructureApplicationView {
  return { record: application, ...(restructureApplicationView(application) as Omit<RestructureApplicationView, 'record'>) };
}
