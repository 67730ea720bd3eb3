import { useMemo } from 'react';
import type { PurchaseApplication_ApplicationFragment } from '#generated/web';
import { ApplicationQuestionFlow } from '#web/features/application/index';
import { toClientPurchaseApplication } from './clientPurchaseApplication';
import { purchaseProduct } from './purchaseProduct';

/** The application at APPLICATION: one question at a time, saved as the buyer goes, then the review. */
export function ApplicationFlow({ application, ownEmail }: { application: PurchaseApplication_ApplicationFragment; ownEmail: string }) {
  const product = useMemo(() => purchaseProduct(ownEmail), [ownEmail]);
  const initial = useMemo(() => toClientPurchaseApplication(application), [application]);
  return <ApplicationQuestionFlow product={product} application={initial} />;
}
