import { useQuery } from '@apollo/client/react';
import { AnalyticsActivityDocument, LegalDocumentDocument } from '#generated/web';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/LoadingPlaceholder';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { QueryStates } from '../../components/QueryStates/QueryStates';
import { PrivacyPreferencesForm } from '../../components/PrivacyPreferencesForm/PrivacyPreferencesForm';
import { RichText } from '../../components/RichText/RichText';
import { ANONYMOUS_ID_KEY } from '../../lib/analytics';
import { usePrivacyPreferences } from '../../lib/privacyPreferences';
import { useBrowserValue } from '../../lib/browserValue';
import { useFormatMoment } from '../../lib/dates';
import { formatEffectiveDate } from './legalDocuments';
import styles from './LegalPage.module.css';

function browserAnonymousId(): string | null {
  try {
    return localStorage.getItem(ANONYMOUS_ID_KEY);
  } catch {
    return null;
  }
}

/** What first-party analytics holds for this browser (and the account): counts only. */
function RecordedActivity() {
  // The server has no browser storage: it renders (and the page is taken over) without the id.
  const anonymousId = useBrowserValue(browserAnonymousId, null);
  const formatMoment = useFormatMoment();
  const query = useQuery(AnalyticsActivityDocument, { variables: { anonymousId: anonymousId ?? '' }, skip: !anonymousId, fetchPolicy: 'network-only' });
  const nothingRecorded = <p className={styles.muted}>No analytics have been recorded from this browser.</p>;
  return (
    <section className={styles.section} aria-labelledby="privacy-activity">
      <h2 id="privacy-activity">What we have recorded</h2>
      {!anonymousId ? nothingRecorded : null}
      <QueryStates
        query={query}
        select={(data) => data.analyticsActivity}
        what="what we have recorded"
        empty={nothingRecorded}
        failure={(_error, retry) => (
          <p className={styles.muted}>
            We couldn’t load this just now.{' '}
            <button type="button" className={styles.linkButton} onClick={retry}>
              Try again
            </button>
          </p>
        )}
      >
        {(activity) => (
          <p className={styles.muted} data-testid="analytics-event-count">
            {activity.eventCount === 1 ? '1 analytics event' : `${activity.eventCount} analytics events`} recorded from this browser
            {activity.lastEventAt ? `, the latest on ${formatMoment(activity.lastEventAt, 'moment')}` : ''}.
          </p>
        )}
      </QueryStates>
    </section>
  );
}

export default function PrivacyPreferencesPage() {
  const privacy = usePrivacyPreferences();
  // The introduction is the legal document of the same name; the choices below stand without it.
  const intro = useQuery(LegalDocumentDocument, { variables: { slug: 'privacy-preferences' } });
  return (
    <PageContainer title="Privacy preferences" description="Choose which cookies and data collection Roofline may use. Your choices take effect immediately.">
      <div className={styles.document}>
        <h1>Privacy preferences</h1>
        <QueryStates query={intro} select={(data) => data.legalDocument} what="the introduction" loadingLabel="Loading…" failure={null}>
          {(document) => (
            <>
              <p className={styles.effective}>Effective {formatEffectiveDate(document.effectiveDate)}</p>
              <RichText html={document.bodyHtml} />
            </>
          )}
        </QueryStates>
        <section className={styles.section} aria-label="Your choices">
          {privacy.loaded ? (
            <PrivacyPreferencesForm
              key={privacy.loggedIn ? 'account' : 'browser'}
              initial={privacy.categories}
              loggedIn={privacy.loggedIn}
              onSave={privacy.save}
            />
          ) : (
            <LoadingPlaceholder label="Loading your preferences…" />
          )}
        </section>
        <RecordedActivity />
      </div>
    </PageContainer>
  );
}
