import { useCallback, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router';
import { sandboxInstitution } from '#core/bankLinks/index';
import { bankLinkMessages } from '#core/bankLinks/messages';
import {
  FinancialItemsDocument,
  RemoveFinancialItemDocument,
  VerifyMicrodepositsDocument,
  type BankLinkApplicationType,
  type FinancialItemKind,
} from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import { QueryStates } from '#web/components/QueryStates/QueryStates';
import { BankAccountDocumentVerification } from '#web/features/payments';
import { BankLinkDialog } from '../BankLinkDialog/BankLinkDialog';
import { LinkedAccountList } from '../LinkedAccountList/LinkedAccountList';
import { PlaidLinkWindow } from '../PlaidLinkWindow/PlaidLinkWindow';
import type { PendingLink } from '../../model/pendingLink';
import { useBankLink } from '../../model/useBankLink';
import styles from './BankLinkPanel.module.css';

export interface BankLinkPanelProps {
  applicationType: BankLinkApplicationType;
  applicationUuid: string;
  kind?: FinancialItemKind;
  heading?: string;
  /** A link coming back from an OAuth bank, to finish here. */
  resume?: PendingLink | null;
  /** Where an OAuth bank's return page sends the user afterwards (this page unless given). */
  returnTo?: string;
  onLinked?: () => void;
}

/** What the panel says for each kind of item it links. */
const WORDS: Record<FinancialItemKind, { link: string; linked: string; none: string }> = {
  BANK_ACCOUNT: { link: 'Link a bank account', linked: 'Your bank account is linked.', none: 'No bank account is linked yet.' },
  INVESTMENT: { link: 'Link an investment account', linked: 'Your investment account is linked.', none: 'No investment account is linked yet.' },
  LIABILITY: { link: 'Link a credit card or loan', linked: 'Your credit card or loan is linked.', none: 'No credit card or loan is linked yet.' },
};

/** An application's linked items of one kind, and the link window (Plaid Link or the sandbox's) to add or repair one. */
export function BankLinkPanel({
  applicationType,
  applicationUuid,
  kind = 'BANK_ACCOUNT',
  heading = 'Bank accounts',
  resume,
  returnTo,
  onLinked,
}: BankLinkPanelProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useQuery(FinancialItemsDocument, { variables: { applicationType, applicationUuid } });
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const [busyUuid, setBusyUuid] = useState<string | null>(null);
  const [depositErrors, setDepositErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { refetch } = query;
  const documentVerified = useCallback(() => void refetch(), [refetch]);
  const [remove] = useMutation(RemoveFinancialItemDocument, { refetchQueries: ['financialItems'], awaitRefetchQueries: true });
  const [verifyDeposits] = useMutation(VerifyMicrodepositsDocument, { refetchQueries: ['financialItems'], awaitRefetchQueries: true });
  const link = useBankLink(
    { applicationType, applicationUuid, kind },
    {
      returnTo: returnTo ?? `${location.pathname}${location.search}`,
      navigate: (path) => void navigate(path),
      resume,
      onLinked: () => {
        setAnnouncement(WORDS[kind].linked);
        onLinked?.();
      },
    },
  );

  const act = async (uuid: string, run: () => Promise<void>) => {
    setBusyUuid(uuid);
    setFailure(null);
    try {
      await run();
    } catch {
      setFailure(bankLinkMessages.somethingWentWrong);
    } finally {
      setBusyUuid(null);
    }
  };

  const resumed = link.state.open && link.state.resumeInstitutionId ? sandboxInstitution(link.state.resumeInstitutionId) : undefined;
  const plaid = link.state.open && link.state.provider === 'PLAID' ? link.state : null;
  // Until the link token says which window links (Plaid Link or the sandbox's), the panel waits and speaks for it.
  const opening = link.state.open && link.state.provider === null ? link.state : null;
  const refusal = (plaid ?? opening)?.refusal ?? null;

  return (
    <section className={styles.panel} aria-labelledby={`bank-links-${kind}`}>
      <div className={styles.header}>
        <h2 id={`bank-links-${kind}`} className={styles.heading}>
          {heading}
        </h2>
        <Button type="button" variant="secondary" busy={Boolean(opening && !opening.refusal)} onClick={() => void link.open()}>
          {WORDS[kind].link}
        </Button>
      </div>
      {announcement ? <Alert tone="success">{announcement}</Alert> : null}
      {failure ? <Alert>{failure}</Alert> : null}
      {refusal ? <Alert>{refusal}</Alert> : null}
      {opening && !opening.refusal ? <LoadingPlaceholder label="Opening your bank link…" /> : null}
      <QueryStates
        query={query}
        select={(data) => data.financialItems.filter((item) => item.kind === kind)}
        what="your linked accounts"
        loadingLabel="Loading your linked accounts…"
        empty={<p className={styles.muted}>{WORDS[kind].none}</p>}
      >
        {(items) => (
          <LinkedAccountList
            items={items}
            busyUuid={busyUuid}
            depositErrors={depositErrors}
            onRemove={(uuid) => void act(uuid, async () => void (await remove({ variables: { input: { financialItemUuid: uuid } } })))}
            onReconnect={(uuid) => void link.open(uuid)}
            verifyWithDocument={(item) => (
              <BankAccountDocumentVerification
                applicationType={applicationType}
                applicationUuid={applicationUuid}
                financialItemUuid={item.uuid}
                name={item.name}
                onVerified={documentVerified}
              />
            )}
            onVerifyDeposits={(uuid, amountsCents) =>
              void act(uuid, async () => {
                const { data } = await verifyDeposits({ variables: { input: { financialItemUuid: uuid, amountsCents } } });
                const refusal = data?.verifyMicrodeposits.errors[0]?.message;
                setDepositErrors((current) => ({ ...current, [uuid]: refusal ?? '' }));
                if (!refusal) setAnnouncement('Your account is verified.');
              })
            }
          />
        )}
      </QueryStates>
      {plaid && plaid.linkToken && !plaid.refusal ? (
        <PlaidLinkWindow
          linkToken={plaid.linkToken}
          receivedRedirectUri={plaid.receivedRedirectUri}
          onSuccess={(publicToken) => void link.plaidSucceeded(publicToken)}
          onExit={link.plaidExited}
        />
      ) : null}
      {link.state.open && link.state.provider === 'SANDBOX' ? (
        <BankLinkDialog
          ready={Boolean(link.state.linkToken)}
          manualEntry={kind === 'BANK_ACCOUNT'}
          busy={link.busy}
          refusal={link.state.refusal}
          initialStep={resumed ? { step: 'credentials', institution: resumed } : undefined}
          onClose={link.close}
          onLogIn={(institutionId, username, password) => void link.logIn(institutionId, username, password)}
          onManualAccount={(account) => void link.enterManually(account)}
          onOAuth={(institutionId) => void link.leaveForOAuthBank(institutionId)}
        />
      ) : null}
    </section>
  );
}
