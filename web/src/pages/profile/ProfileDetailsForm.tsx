import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { UpdateProfileDocument, type ProfileDetailsFragment } from '#generated/web';
import { TextField } from '../../components/TextField/TextField';
import { Button } from '../../components/Button/Button';
import { Alert } from '../../components/Alert/Alert';
import { SubmitFailure } from '../../components/SubmitFailure/SubmitFailure';
import { formatPhoneOrId } from '../../lib/format';
import styles from './ProfilePage.module.css';
import { PHONE_INVALID_MESSAGE, usPhoneDigits } from '#core/account/phone';

const optional = z.string().check(z.trim(), z.maxLength(100, 'Use at most 100 characters.'));

// The same rules the server applies, so most mistakes are caught while typing.
const schema = z.object({
  firstName: optional,
  middleName: optional,
  lastName: optional,
  suffix: optional,
  tel: z.string().check(z.refine((value) => value.trim() === '' || usPhoneDigits(value).length === 10, PHONE_INVALID_MESSAGE)),
  dateOfBirth: z.string().check(z.refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Enter a date as YYYY-MM-DD.')),
  line1: optional,
  line2: optional,
  city: optional,
  state: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || /^[A-Za-z]{2}$/.test(value), 'Choose a US state.'),
  ),
  zip: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || /^\d{5}(-\d{4})?$/.test(value), 'Enter a 5-digit ZIP code.'),
  ),
});

type Values = z.infer<typeof schema>;
const addressFields = {
  line1: 'mailingAddress.line1',
  line2: 'mailingAddress.line2',
  city: 'mailingAddress.city',
  state: 'mailingAddress.state',
  zip: 'mailingAddress.zip',
} as const;

function toValues(user: ProfileDetailsFragment): Values {
  return {
    firstName: user.firstName ?? '',
    middleName: user.middleName ?? '',
    lastName: user.lastName ?? '',
    suffix: user.suffix ?? '',
    tel: user.tel ? formatPhoneOrId(user.tel) : '',
    dateOfBirth: user.dateOfBirth ?? '',
    line1: user.mailingAddress?.line1 ?? '',
    line2: user.mailingAddress?.line2 ?? '',
    city: user.mailingAddress?.city ?? '',
    state: user.mailingAddress?.state ?? '',
    zip: user.mailingAddress?.zip ?? '',
  };
}

/** Edits names, phone, date of birth and mailing address. A refused save keeps every edit. */
export function ProfileDetailsForm({ user }: { user: ProfileDetailsFragment }) {
  const [save, { error: networkError }] = useMutation(UpdateProfileDocument);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: toValues(user) });

  const submit = async (values: Values) => {
    setSaved(false);
    const { line1, line2, city, state, zip, dateOfBirth, ...names } = values;
    const result = await save({
      variables: { input: { ...names, dateOfBirth: dateOfBirth || null, mailingAddress: { line1, line2, city, state, zip } } },
    });
    const payload = result.data?.updateProfile;
    if (!payload) return;
    for (const problem of payload.errors) {
      const field = (Object.entries(addressFields).find(([, path]) => path === problem.field)?.[0] ?? problem.field) as keyof Values;
      setError(field in schema.shape ? field : 'root', { message: problem.message });
    }
    if (payload.user) {
      reset(toValues(payload.user));
      setSaved(true);
    }
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate>
      <SubmitFailure error={networkError} otherwise="Your changes were not saved. Please try again; nothing you typed was lost." />
      {errors.root ? <Alert>{errors.root.message}</Alert> : null}
      <div className={styles.row}>
        <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Middle name" autoComplete="additional-name" error={errors.middleName?.message} {...register('middleName')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        <TextField label="Suffix" autoComplete="honorific-suffix" hint="Jr., Sr., III" error={errors.suffix?.message} {...register('suffix')} />
        <TextField label="Phone" type="tel" autoComplete="tel-national" error={errors.tel?.message} {...register('tel')} />
        <TextField label="Date of birth" type="date" autoComplete="bday" error={errors.dateOfBirth?.message} {...register('dateOfBirth')} />
      </div>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 700, marginBottom: 'var(--space-3)' }}>Mailing address</legend>
        <TextField label="Street address" autoComplete="address-line1" error={errors.line1?.message} {...register('line1')} />
        <TextField label="Apartment, suite or unit" autoComplete="address-line2" error={errors.line2?.message} {...register('line2')} />
        <div className={styles.row}>
          <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
          <TextField
            label="State"
            autoComplete="address-level1"
            hint="Two letters, e.g. CA"
            maxLength={2}
            error={errors.state?.message}
            {...register('state')}
          />
          <TextField label="ZIP code" autoComplete="postal-code" inputMode="numeric" error={errors.zip?.message} {...register('zip')} />
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" busy={isSubmitting} disabled={!isDirty && !isSubmitting}>
          Save changes
        </Button>
        {saved && !isDirty ? <span role="status">Saved.</span> : null}
      </div>
    </form>
  );
}
