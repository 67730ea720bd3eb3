import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Band } from '#web/components/LandingPage/LandingPage';
import { useFeatureFlags } from '#web/lib/featureFlags';
import { OfferEstimator } from '../OfferEstimator/OfferEstimator';

export const ESTIMATOR_ANCHOR = 'estimator';

/** The offer estimator as a band of a landing page (/cash and /partner). */
export function EstimatorSection({ title = 'See your offer' }: { title?: string }) {
  const { flags } = useFeatureFlags();
  const { hash } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  // The hero's link lands here (/cash#estimator); a client-side navigation does not scroll by itself.
  useEffect(() => {
    if (hash === `#${ESTIMATOR_ANCHOR}`) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  return (
    <div id={ESTIMATOR_ANCHOR} ref={ref} style={{ scrollMarginTop: 'var(--header-height)' }}>
      <Band tone="soft" labelledBy="estimator-title">
        <h2 id="estimator-title">{title}</h2>
        <p>An estimate from what you tell us, worked out as you type. Nothing is saved and your credit is not checked.</p>
        <OfferEstimator licensedStates={flags.licensedStates} waitlistOnly={flags.partnershipWaitlist} />
      </Band>
    </div>
  );
}
