import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { PRIVACY_CATEGORIES, type PrivacyCategories, type PrivacyCategory } from '../../lib/privacyRules';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import styles from './PrivacyPreferencesForm.module.css';

export const CATEGORY_TEXT: Record<PrivacyCategory, { label: string; description: string }> = {
  security: { label: 'Security', description: 'Keeps you logged in safely and protects forms from forgery. Turning it off may stop login from working.' },
  functionality: { label: 'Functionality', description: 'Remembers your choices, such as these preferences and your progress in a rates search.' },
  analytics: { label: 'Analytics', description: 'Counts page views and how visitors move through the site, stored by Roofline only, so we can improve it.' },
  marketing: { label: 'Marketing', description: 'Measures whether our advertising works and avoids showing you ads for things you already have.' },
  thirdParty: { label: 'Third party', description: 'Lets services run by other companies work on our pages, such as embedded videos and bank-link widgets.' },
};

const ORDER: readonly PrivacyCategory[] = ['security', 'functionality', 'analytics', 'marketing', 'thirdParty'];
const schema = z.object(
  Object.fromEntries(PRIVACY_CATEGORIES.map((category) => [category, z.boolean()])) as Record<PrivacyCategory, z.ZodMiniBoolean<boolean>>,
);

export interface PrivacyPreferencesFormProps {
  initial: PrivacyCategories;
  /** Logged-in users' choices are saved to their account, visitors' to this browser. */
  loggedIn: boolean;
  onSave: (categories: PrivacyCategories) => Promise<{ ok: boolean }>;
}

/** The five categories of spec section 3, each a labelled checkbox (drawn as a switch) with what it does. */
export function PrivacyPreferencesForm({ initial, loggedIn, onSave }: PrivacyPreferencesFormProps) {
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { isSubmitting },
  } = useForm<PrivacyCategories>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: initial });

  const setAll = (value: boolean) => {
    for (const category of PRIVACY_CATEGORIES) setValue(category, category === 'security' ? true : value, { shouldDirty: true });
    setOutcome(null);
  };

  const submit = async (values: PrivacyCategories) => {
    setOutcome(null);
    const result = await onSave(values);
    setOutcome(result.ok ? 'saved' : 'failed');
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className={styles.form}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Allow these kinds of cookies and data collection</legend>
        <div className={styles.quick}>
          <Button type="button" variant="ghost" onClick={() => setAll(true)}>
            Allow all
          </Button>
          <Button type="button" variant="ghost" onClick={() => setAll(false)}>
            Only security
          </Button>
        </div>
        {ORDER.map((category) => (
          <div key={category} className={styles.option}>
            <input id={`privacy-${category}`} type="checkbox" className={styles.switch} aria-describedby={`privacy-${category}-text`} {...register(category)} />
            <div>
              <label htmlFor={`privacy-${category}`} className={styles.label}>
                {CATEGORY_TEXT[category].label}
              </label>
              <p id={`privacy-${category}-text`} className={styles.description}>
                {CATEGORY_TEXT[category].description}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <p className={styles.scope}>
        {loggedIn
          ? 'Your choices are saved to your account and apply on every device you use.'
          : 'Your choices are saved in this browser. Log in to keep them on every device.'}
      </p>
      {outcome === 'saved' ? <Alert tone="success">Your privacy preferences are saved.</Alert> : null}
      {outcome === 'failed' ? <Alert>Your preferences were saved in this browser but not to your account. Please try again.</Alert> : null}
      <Button type="submit" busy={isSubmitting}>
        Save preferences
      </Button>
    </form>
  );
}
