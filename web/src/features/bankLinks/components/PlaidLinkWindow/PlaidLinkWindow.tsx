import { useEffect } from 'react';
import { usePlaidLink } from 'react-plaid-link';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';

export interface PlaidLinkWindowProps {
  linkToken: string;
  /** After an OAuth bank sent the user back: this page's address, so Link resumes where it left. */
  receivedRedirectUri?: string | null;
  onSuccess: (publicToken: string) => void;
  /** The error's code when Link ended with one; null when the user closed it. */
  onExit: (errorCode: string | null) => void;
}

/**
 * Plaid Link, opened as soon as its script is ready (the user asked for it with the panel's
 * button). Link draws its own window in Plaid's frame; bank passwords never reach Roofline.
 */
export function PlaidLinkWindow({ linkToken, receivedRedirectUri, onSuccess, onExit }: PlaidLinkWindowProps) {
  const { open, ready, error } = usePlaidLink({
    token: linkToken,
    receivedRedirectUri: receivedRedirectUri ?? undefined,
    // Link gives no public token only for products we do not ask for: the general message then.
    onSuccess: (publicToken) => (publicToken ? onSuccess(publicToken) : onExit('NO_PUBLIC_TOKEN')),
    onExit: (exitError) => onExit(exitError ? exitError.error_code : null),
  });
  useEffect(() => {
    if (ready) open();
  }, [ready, open]);
  useEffect(() => {
    // Plaid's script could not be loaded (offline, blocked): the panel says so instead of waiting.
    if (error) onExit('PLAID_LINK_UNAVAILABLE');
  }, [error, onExit]);
  return ready ? null : <LoadingPlaceholder label="Opening your bank link…" />;
}
