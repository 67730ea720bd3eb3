import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { RecordConsentDocument, type ConsentKind, type ProfileDetailsFragment } from '#generated/web';
import { Button } from '../../components/Button/Button';
import { Alert } from '../../components/Alert/Alert';
import { useFormatMoment } from '../../lib/dates';
import styles from './ProfilePage.module.css';

const consents: Array<{ kind: ConsentKind; field: keyof ProfileDetailsFragment; text: string; action: string }> = [
  { kind: 'TEXT_MESSAGES', field: 'consentedToTextMessagesAt', text: 'Text messages about my applications and account', action: 'I agree' },
  { kind: 'ELECTRONIC_DOCUMENTS', field: 'agreedToElectronicDocumentsAt', text: 'Receiving documents and disclosures electronically', action: 'I agree' },
  { kind: 'CONTACT_INFO_CONFIRMED', field: 'confirmedContactInfoAt', text: 'My contact information above is correct', action: 'Confirm' },
];

/** Records each consent with the time it was given (the User timestamps of spec section 3). */
export function ConsentPanel({ user }: { user: ProfileDetailsFragment }) {
  const [record, { loading, error }] = useMutation(RecordConsentDocument);
  const [pending, setPending] = useState<ConsentKind | null>(null);
  const formatMoment = useFormatMoment();
  return (
    <div>
      {error ? <Alert>That was not saved. Please try again.</Alert> : null}
      {consents.map((consent) => {
        const at = user[consent.field] as string | null;
        return (
          <div key={consent.kind} className={styles.consent}>
            <p className={styles.consentText}>
              {consent.text}
              <span className={styles.when}>{at ? `Recorded ${formatMoment(at, 'moment')}` : 'Not recorded yet'}</span>
            </p>
            <Button
              variant="secondary"
              busy={loading && pending === consent.kind}
              aria-label={`${consent.action}: ${consent.text}`}
              onClick={() => {
                setPending(consent.kind);
                void record({ variables: { input: { consent: consent.kind } } });
              }}
            >
              {at ? 'Record again' : consent.action}
            </Button>
          </div>
        );
      })}
    </div>
  );
}
