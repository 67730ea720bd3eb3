import { Suspense } from 'react';
import { lazyWithApollo } from '#web/lib/data/lazyWithApollo';
import type { PartnershipWaitlistProps } from '../PartnershipWaitlist/PartnershipWaitlist';

// The sign-up form (its form library, its rules and its mutation) loads with the GraphQL client
// when a page first shows it: the estimator and the denial notice show it only on some answers.
const PartnershipWaitlist = lazyWithApollo(() => import('../PartnershipWaitlist/PartnershipWaitlist').then((module) => module.PartnershipWaitlist));

/** The partnership waitlist, loaded on first render; server-rendered pages keep their markup while it loads. */
export function LazyPartnershipWaitlist(props: PartnershipWaitlistProps) {
  return (
    <Suspense fallback={null}>
      <PartnershipWaitlist {...props} />
    </Suspense>
  );
}
