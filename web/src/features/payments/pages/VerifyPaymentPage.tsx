import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '#core/account/safeRedirect';
import {
  PaymentMethodsDocument,
  RemovePaymentMethodDocument,
  SetDefaultPaymentMethodDocument,
  StartPaymentSetupDocument,
  VerifyPaymentSetupDocument,
} from '#generated/web';
import { useAuth } from '#web/app/auth/AuthProvider';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { QueryStates } from '#web/components/QueryStates/QueryStates';
import { CardAuthenticationDialog } from '../components/CardAuthenticationDialog/CardAuthenticationDialog';
import { CardForm } from '../components/CardForm/CardForm';
import { PaymentMethodList } from '../components/PaymentMethodList/PaymentMethodList';
import { StripeCardForm } from '../components/StripeCardForm/StripeCardForm';
import { markHasSavedCreditCard } from '../model/savedCardCache';
import { useSandboxCardSetup, type StartedSetup } from '../model/useSandboxCardSetup';
import styles from './VerifyPaymentPage.module.css';
import { SOMETHING_WENT_WRONG } from '#core/apiErrors/messages';

const returnTarget = (value: string | null) => (value && typeof window !== 'undefined' ? safeRedirectPath(value, window.location.origin, '') : '');

/** The processor's return: the setup named in the address is checked with the server, never believed. */
function SetupVerification({ setupIntentId, returnTo, onAnotherCard }: { setupIntentId: string; returnTo: string; onAnotherCard: () => void }) {
  const [verify, verification] = useMutation(VerifyPaymentSetupDocument, {
    refetchQueries: ['paymentMethods'],
    update: (cache, { data }) => {
      if (data?.verifyPaymentSetup.paymentMethod) markHasSavedCreditCard(cache, true);
    },
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void verify({ variables: { input: { setupIntentId } } }).catch(() => undefined);
  }, [setupIntentId, verify]);

  const result = verification.data?.verifyPaymentSetup;
  if (verification.error) {
    return (
      <Alert>
        {SOMETHING_WENT_WRONG}{' '}
        <Button type="button" variant="ghost" onClick={() => void verify({ variables: { input: { setupIntentId } } }).catch(() => undefined)}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!result) return <LoadingPlaceholder label="Checking your card…" />;
  if (result.paymentMethod) {
    return (
      <div className={styles.stack}>
        <Alert tone="success" title="Your card is saved">
          {result.paymentMethod.label} is ready for your payments.
        </Alert>
        <div className={styles.actions}>
          {returnTo ? <Link to={returnTo}>Continue</Link> : null}
          <Button type="button" variant="secondary" onClick={onAnotherCard}>
            Add another card
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <Alert title="Your card was not saved">{result.errors[0]?.message ?? 'Your card has not been confirmed yet.'}</Alert>
      <Button type="button" onClick={onAnotherCard}>
        Try another card
      </Button>
    </div>
  );
}

function SavedMethods() {
  const query = useQuery(PaymentMethodsDocument);
  const [busyUuid, setBusyUuid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [remove] = useMutation(RemovePaymentMethodDocument, {
    refetchQueries: ['paymentMethods'],
    update: (cache, { data }) => {
      if (data)
        markHasSavedCreditCard(
          cache,
          data.removePaymentMethod.paymentMethods.some((method) => method.kind === 'CARD'),
        );
    },
  });
  const [makeDefault] = useMutation(SetDefaultPaymentMethodDocument, { refetchQueries: ['paymentMethods'] });
  const run = async (uuid: string, action: typeof remove | typeof makeDefault) => {
    setBusyUuid(uuid);
    setFailure(null);
    try {
      await action({ variables: { input: { paymentMethodUuid: uuid } } });
    } catch {
      setFailure(SOMETHING_WENT_WRONG);
    } finally {
      setBusyUuid(null);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="saved-methods">
      <h2 id="saved-methods" className={styles.heading}>
        Saved payment methods
      </h2>
      {failure ? <Alert>{failure}</Alert> : null}
      <QueryStates
        query={query}
        select={(data) => data.paymentMethods}
        what="your payment methods"
        loadingLabel="Loading your payment methods…"
        empty={<p className={styles.muted}>No card or bank account is saved yet.</p>}
      >
        {(methods) => (
          <PaymentMethodList
            methods={methods}
            busyUuid={busyUuid}
            onRemove={(uuid) => void run(uuid, remove)}
            onMakeDefault={(uuid) => void run(uuid, makeDefault)}
          />
        )}
      </QueryStates>
    </section>
  );
}

/**
 * A setup is started when the form is shown: Stripe's Payment Element needs its client secret, and
 * its processor says which form takes the card (Stripe's, or the embedded sandbox's own).
 */
function AddCard({ onSucceeded, returnUrl }: { onSucceeded: (setupIntentId: string) => void; returnUrl: () => string }) {
  const [start, starting] = useMutation(StartPaymentSetupDocument);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start().catch(() => undefined);
  }, [start]);

  const payload = starting.data?.startPaymentSetup;
  if (starting.error || (payload && !payload.setup)) {
    return (
      <Alert>
        {payload?.errors[0]?.message ?? SOMETHING_WENT_WRONG}{' '}
        <Button type="button" variant="ghost" onClick={() => void start().catch(() => undefined)}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!payload?.setup) return <LoadingPlaceholder label="Loading the card form…" />;
  const { setup } = payload;
  if (setup.processor === 'STRIPE') {
    if (!setup.publishableKey) return <CardEntryUnavailable />;
    return <StripeCardForm key={setup.setupIntentId} publishableKey={setup.publishableKey} clientSecret={setup.clientSecret} returnUrl={returnUrl()} />;
  }
  return <SandboxAddCard key={setup.setupIntentId} setup={setup} onSucceeded={onSucceeded} />;
}

function CardEntryUnavailable() {
  return (
    <Alert title="Card entry is not available">Cards are entered with our payment processor, whose form could not be shown here. Please try again later.</Alert>
  );
}

function SandboxAddCard({ setup, onSucceeded }: { setup: StartedSetup; onSucceeded: (setupIntentId: string) => void }) {
  const { state, submitCard, completeAuthentication, busy } = useSandboxCardSetup(onSucceeded, setup);
  if (state.step === 'unavailable') return <CardEntryUnavailable />;
  return (
    <>
      <CardForm onSubmit={(card) => void submitCard(card)} busy={busy} refusal={state.step === 'form' ? state.refusal : null} />
      {state.step === 'authenticating' ? <CardAuthenticationDialog busy={busy} onComplete={(approved) => void completeAuthentication(approved)} /> : null}
    </>
  );
}

/**
 * A signed-out visitor (the route is public, spec section 2) is asked to log in and comes back to
 * this very address, the processor's answer included; nothing is asked of the server before.
 */
function LogInToSaveCard() {
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  return (
    <PageContainer title="Payment method" description="Save a card for your Roofline payments." narrow>
      <h1 className={styles.title}>Payment method</h1>
      <p className={styles.muted}>Cards are saved to your account. Log in to add a card or to finish saving the one you entered.</p>
      <Link to={`/login/?redirectUrl=${encodeURIComponent(here)}`}>Log in to continue</Link>
    </PageContainer>
  );
}

/** /verify-payment: save a card for payments, and the processor's return address. Public; the card work needs a login. */
export default function VerifyPaymentPage() {
  const { user } = useAuth();
  return user ? <SaveCard /> : <LogInToSaveCard />;
}

function SaveCard() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setupIntentId = params.get('setup_intent');
  const returnTo = returnTarget(params.get('returnTo'));
  const withReturn = (path: string) => (returnTo ? `${path}${path.includes('?') ? '&' : '?'}returnTo=${encodeURIComponent(returnTo)}` : path);

  return (
    <PageContainer title="Payment method" description="Save a card for your Roofline payments." narrow>
      <h1 className={styles.title}>Payment method</h1>
      <p className={styles.muted}>Save a card for your Roofline payments. We keep only its brand, last four digits and expiry.</p>
      <section className={styles.section} aria-labelledby="add-card">
        <h2 id="add-card" className={styles.heading}>
          {setupIntentId ? 'Checking your card' : 'Add a card'}
        </h2>
        {setupIntentId ? (
          <SetupVerification
            key={setupIntentId}
            setupIntentId={setupIntentId}
            returnTo={returnTo}
            onAnotherCard={() => void navigate(withReturn('/verify-payment'))}
          />
        ) : (
          <AddCard
            onSucceeded={(id) => void navigate(withReturn(`/verify-payment?setup_intent=${encodeURIComponent(id)}&redirect_status=succeeded`))}
            returnUrl={() => `${window.location.origin}${withReturn('/verify-payment')}`}
          />
        )}
      </section>
      <SavedMethods />
    </PageContainer>
  );
}
