import { Suspense } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '#web/components/LinkButton/LinkButton';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { lazyPage } from '#web/lib/lazyWithTimeout';
import { RateOptionCard } from '../components/RateOptionCard/RateOptionCard';
import { SearchDetails } from '../components/SearchDetails/SearchDetails';
import { findSameOffer, useRatesState } from '../model/ratesCalculatorStore';
import { DEFAULT_RATES_TERM } from '../model/rateOptions';
import { NoSearchYet } from './NoSearchYet';
import styles from './RatesPages.module.css';

// The details bring the charts (recharts): they load after the summary's own figures.
const RateOptionDetails = lazyPage<Parameters<typeof import('../components/RateOptionDetails/RateOptionDetails').RateOptionDetails>[0]>(() =>
  import('../components/RateOptionDetails/RateOptionDetails').then((module) => ({ default: module.RateOptionDetails })),
);

/** /rates/summary: what was searched for and the chosen option (or the top one), in full. */
export default function RatesSummaryPage() {
  const state = useRatesState();
  const { results, selectedOption, draft, address, loading } = state;
  const latest = selectedOption ? findSameOffer(results, selectedOption) : null;
  const option = latest ?? selectedOption ?? results?.[0] ?? null;
  const stillOffered = Boolean(latest) || !selectedOption;

  return (
    <PageContainer title="Your rate summary" description="The refinance rate you chose, with its closing costs, payment schedule and points trade-off.">
      <header className={styles.intro}>
        <h1>Your rate summary</h1>
        {option ? <p className={styles.lead}>{selectedOption ? 'The rate you chose' : 'The top rate for your details'}, with everything it costs.</p> : null}
      </header>
      {loading && !option ? <LoadingPlaceholder label="Finding your rates…" /> : null}
      {!loading && !option ? <NoSearchYet title={results ? 'No rates matched your details' : 'You haven’t searched for rates yet'} /> : null}
      {option ? (
        <>
          <div className={styles.summaryGrid}>
            <section aria-labelledby="summary-option-title">
              <h2 id="summary-option-title" className="visually-hidden">
                {selectedOption ? 'Your chosen rate' : 'Top rate'}
              </h2>
              <RateOptionCard
                option={option}
                compareYears={Number(draft.term) || DEFAULT_RATES_TERM}
                disabledNotification={stillOffered ? undefined : 'This rate is no longer offered for your latest details. Choose another from your offers.'}
              />
              <div className={styles.actions}>
                <LinkButton to="/refinance/offers" variant="secondary">
                  See all offers
                </LinkButton>
                <LinkButton to="/refinance/compare" variant="secondary">
                  Compare with another lender’s offer
                </LinkButton>
              </div>
            </section>
            <section className={styles.panel} aria-labelledby="summary-details-title">
              <div className={styles.panelHeader}>
                <h2 id="summary-details-title">Your details</h2>
                <Link to="/rates">Edit</Link>
              </div>
              <SearchDetails draft={draft} address={address} className={styles.facts} wideClassName={styles.wide} />
            </section>
          </div>
          <section id="option-details" className={styles.panel} aria-labelledby="summary-breakdown-title">
            <h2 id="summary-breakdown-title">What this rate costs</h2>
            <Suspense fallback={<LoadingPlaceholder label="Loading what this rate costs…" />}>
              <RateOptionDetails option={option} options={results ?? [option]} />
            </Suspense>
          </section>
        </>
      ) : null}
    </PageContainer>
  );
}
