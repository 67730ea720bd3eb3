import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  CompleteSandboxCardAuthenticationDocument,
  ConfirmSandboxCardSetupDocument,
  StartPaymentSetupDocument,
  type PaymentSetupResultFragment,
  type StartPaymentSetupMutation,
} from '#generated/web';
import { SOMETHING_WENT_WRONG } from '#core/apiErrors/messages';

/** A setup from startPaymentSetup: its processor says which card form takes the card. */
export type StartedSetup = NonNullable<StartPaymentSetupMutation['startPaymentSetup']['setup']>;

export interface SandboxCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  postalCode: string;
}

export type SandboxSetupState =
  { step: 'form'; refusal: string | null } | { step: 'authenticating'; setupIntentId: string; clientSecret: string } | { step: 'unavailable' };

/**
 * Saving a card with the embedded sandbox, as Stripe.js would with Stripe: start a setup, confirm
 * it with the card, pass the bank's challenge when asked, then hand the setup id to
 * /verify-payment (onSucceeded), which asks the server how it ended. The setup the page started
 * to learn the processor is used by the first card; a card after a refusal starts its own.
 */
export function useSandboxCardSetup(onSucceeded: (setupIntentId: string) => void, startedSetup?: StartedSetup) {
  const [state, setState] = useState<SandboxSetupState>({ step: 'form', refusal: null });
  const unused = useRef(startedSetup ?? null);
  const [start, started] = useMutation(StartPaymentSetupDocument);
  const [confirm, confirmed] = useMutation(ConfirmSandboxCardSetupDocument);
  const [authenticate, authenticated] = useMutation(CompleteSandboxCardAuthenticationDocument);

  const settle = (result: PaymentSetupResultFragment | undefined, secret: string) => {
    if (!result) return setState({ step: 'form', refusal: SOMETHING_WENT_WRONG });
    if (result.status === 'SUCCEEDED' || result.status === 'PROCESSING') return onSucceeded(result.setupIntentId);
    if (result.status === 'REQUIRES_ACTION') return setState({ step: 'authenticating', setupIntentId: result.setupIntentId, clientSecret: secret });
    setState({ step: 'form', refusal: result.errors[0]?.message ?? SOMETHING_WENT_WRONG });
  };

  const submitCard = async (card: SandboxCard) => {
    try {
      let setup = unused.current;
      unused.current = null;
      if (!setup) {
        const { data } = await start();
        setup = data?.startPaymentSetup.setup ?? null;
        if (!setup) return setState({ step: 'form', refusal: data?.startPaymentSetup.errors[0]?.message ?? SOMETHING_WENT_WRONG });
      }
      if (setup.processor !== 'SANDBOX') return setState({ step: 'unavailable' });
      const result = await confirm({ variables: { input: { setupIntentId: setup.setupIntentId, clientSecret: setup.clientSecret, card } } });
      settle(result.data?.confirmSandboxCardSetup, setup.clientSecret);
    } catch {
      setState({ step: 'form', refusal: SOMETHING_WENT_WRONG });
    }
  };

  const completeAuthentication = async (approved: boolean) => {
    if (state.step !== 'authenticating') return;
    try {
      const result = await authenticate({ variables: { input: { setupIntentId: state.setupIntentId, clientSecret: state.clientSecret, approved } } });
      settle(result.data?.completeSandboxCardAuthentication, state.clientSecret);
    } catch {
      setState({ step: 'form', refusal: SOMETHING_WENT_WRONG });
    }
  };

  return { state, submitCard, completeAuthentication, busy: started.loading || confirmed.loading || authenticated.loading };
}
