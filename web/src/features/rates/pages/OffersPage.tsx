import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '#web/components/Alert/Alert';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { RateResults, isResultsError } from '../components/RateResults/RateResults';
import { SearchDetails } from '../components/SearchDetails/SearchDetails';
import { ratesStore, selectOption, updateDraft, useRatesState } from '../model/ratesCalculatorStore';
import { refreshRates, searchRates } from '../model/ratesSearch';
import { NoSearchYet } from './NoSearchYet';
import styles from './RatesPages.module.css';
import { useLenderNamesShown } from '#web/lib/lenderNames';
import { useClientSource } from '#web/lib/data/clientSource';

const ALL_LENDERS = '';

/** /refinance/offers: every offer of the last search, with a lender filter and the sort. */
export default function OffersPage() {
  const clientSource = useClientSource();
  const navigate = useNavigate();
  const state = useRatesState();
  const lenderId = useId();
  const [lender, setLender] = useState(ALL_LENDERS);
  // Filtering by lender would name the lenders: only while lender names are on.
  const lenderNamesShown = useLenderNamesShown();
  const lenders = [...new Map((state.results ?? []).map((option) => [option.lender.uuid, option.lender.companyName])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1]),
  );
  const results = state.results && lender !== ALL_LENDERS ? state.results.filter((option) => option.lender.uuid === lender) : state.results;
  const searched = state.hasSearched || state.results !== null;
  // Each visit prices the kept search again (getRefiRates, network-only): the tab may have kept it for days.
  useEffect(() => {
    void refreshRates(clientSource);
  }, [clientSource]);

  return (
    <PageContainer title="Your refinance offers" description="Every refinance offer for your home, side by side.">
      <header className={styles.intro}>
        <h1>Your refinance offers</h1>
        <p className={styles.lead}>
          Every offer for your details. Open one to see its closing costs, payment schedule and the points you could buy or the credit you could take.
        </p>
      </header>
      {!searched ? (
        <NoSearchYet title="You haven’t searched for rates yet" />
      ) : (
        <>
          <section className={styles.panel} aria-labelledby="offers-details-title">
            <div className={styles.panelHeader}>
              <h2 id="offers-details-title">Your details</h2>
              <Link to="/rates">Edit</Link>
            </div>
            <SearchDetails draft={state.draft} address={state.address} className={styles.facts} wideClassName={styles.wide} />
            {lenderNamesShown && lenders.length > 1 ? (
              <div className={styles.lenderFilter}>
                <label htmlFor={lenderId}>Lender</label>
                <select id={lenderId} value={lender} onChange={(event) => setLender(event.target.value)}>
                  <option value={ALL_LENDERS}>All lenders</option>
                  {lenders.map(([uuid, name]) => (
                    <option key={uuid} value={uuid}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </section>
          {state.error && !isResultsError(state.error) ? (
            <Alert>
              <p>{state.error}</p>
              <Link to="/rates">Edit your details</Link>
            </Alert>
          ) : null}
          <RateResults
            state={{ ...state, results }}
            onSortChange={(sort) => {
              updateDraft({ optimizeBy: sort });
              if (ratesStore.get().hasSearched) void searchRates(clientSource);
            }}
            onRetry={() => void searchRates(clientSource)}
            onChoose={(option) => {
              selectOption(option);
              void navigate('/rates/summary');
            }}
            emptyHint={<Link to="/rates">Change your details</Link>}
          />
        </>
      )}
    </PageContainer>
  );
}
