import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { safeRedirectPath } from '#core/account/safeRedirect';
import type { BankLinkApplicationType } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { BankLinkPanel } from '../components/BankLinkPanel/BankLinkPanel';
import { clearPendingLink, readPendingLink } from '../model/pendingLink';
import styles from './FinancialItemsOAuthReturnPage.module.css';

/**
 * /financial-items/oauth/{restructure,refinance,purchase} (login only): an OAuth bank sends the
 * user back here; the link started on an application resumes with its link token, and once it
 * is linked the user goes back to the question that started it. With ?applicationUuid= and no
 * link to resume, it shows that application's linked accounts.
 */
export default function FinancialItemsOAuthReturnPage({ applicationType }: { applicationType: BankLinkApplicationType }) {
  const [params] = useSearchParams();
  // The bank's return is a new visit even when the link left from this same page.
  return <OAuthReturn key={params.get('oauth_state_id') ?? ''} applicationType={applicationType} params={params} />;
}

function OAuthReturn({ applicationType, params }: { applicationType: BankLinkApplicationType; params: URLSearchParams }) {
  const [pending] = useState(() => {
    const link = readPendingLink();
    return link && link.applicationType === applicationType && params.get('oauth_state_id') ? link : null;
  });
  const [linked, setLinked] = useState(false);
  const applicationUuid = pending?.applicationUuid ?? params.get('applicationUuid');
  const returnTo = pending ? safeRedirectPath(pending.returnTo, typeof window === 'undefined' ? 'http://localhost' : window.location.origin, '') : '';

  return (
    <PageContainer title="Link your bank" narrow>
      <h1 className={styles.title}>Link your bank</h1>
      {!applicationUuid ? (
        <Alert tone="info" title="No bank link to finish">
          Start linking your bank from your application. <Link to="/profile">Go to your profile</Link>
        </Alert>
      ) : (
        <div className={styles.stack}>
          {pending ? <p className={styles.muted}>Your bank sent you back. Finish linking your account.</p> : null}
          <BankLinkPanel
            applicationType={applicationType}
            applicationUuid={applicationUuid}
            kind={pending?.kind ?? 'BANK_ACCOUNT'}
            resume={pending}
            returnTo={returnTo || undefined}
            onLinked={() => {
              clearPendingLink();
              setLinked(true);
            }}
          />
          {linked && returnTo ? (
            <Link className={styles.continue} to={returnTo}>
              Back to your application
            </Link>
          ) : null}
        </div>
      )}
    </PageContainer>
  );
}
