import { useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import styles from './StripeCardForm.module.css';
import { SOMETHING_WENT_WRONG } from '#core/apiErrors/messages';

export interface StripeCardFormProps {
  publishableKey: string;
  /** The SetupIntent's client secret from startPaymentSetup. */
  clientSecret: string;
  /** Where Stripe sends the user once the setup is confirmed (/verify-payment, which asks the server). */
  returnUrl: string;
}

// Stripe.js is loaded once per key and only when a card is entered with Stripe (the pure entry
// adds no script on import), so pages without a card form never fetch it.
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
};

/**
 * The card form with Stripe: Stripe's Payment Element, in Stripe's frames, takes the card, so its
 * number never reaches Roofline; confirming the setup leads to returnUrl, through the bank's
 * challenge when it asks for one.
 */
export function StripeCardForm({ publishableKey, clientSecret, returnUrl }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <SetupForm returnUrl={returnUrl} />
    </Elements>
  );
}

function SetupForm({ returnUrl }: { returnUrl: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [shown, setShown] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const { error } = await stripe.confirmSetup({ elements, confirmParams: { return_url: returnUrl } });
      // Reached only when the setup was not confirmed: otherwise Stripe has left for returnUrl.
      // The Payment Element shows field errors itself; a card's refusal is said in Stripe's words.
      if (error.type !== 'validation_error') setRefusal(error.type === 'card_error' && error.message ? error.message : SOMETHING_WENT_WRONG);
    } catch {
      setRefusal(SOMETHING_WENT_WRONG);
    } finally {
      setBusy(false);
    }
  };

  if (shown === 'failed') {
    return (
      <Alert title="Card entry is not available">
        Cards are entered with our payment processor, whose form could not be shown here. Please try again later.
      </Alert>
    );
  }
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Card details">
      {refusal ? <Alert title="Your card was not saved">{refusal}</Alert> : null}
      {shown === 'loading' ? <LoadingPlaceholder label="Loading the card form…" /> : null}
      <PaymentElement onReady={() => setShown('ready')} onLoadError={() => setShown('failed')} />
      <Button type="submit" busy={busy} disabled={!stripe || !elements || shown !== 'ready'} fullWidth>
        Save card
      </Button>
    </form>
  );
}
