import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '#web/components/TextField/TextField';

export interface WaitlistContactFieldsProps<Values extends FieldValues> {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  /** Where the ZIP code is of: the home they own, or where they are buying. */
  zipLabel: string;
  /** A changed entry keeps its email (the link it came from was sent there). */
  withEmail?: boolean;
}

const message = (error: unknown) => (error as { message?: string } | undefined)?.message;

/**
 * The name, email and ZIP code every waitlist form asks, with the rules of core/waitlist; the
 * form's schema holds `firstName`, `zip` and, where asked, `email`.
 */
export function WaitlistContactFields<Values extends FieldValues>({ register, errors, zipLabel, withEmail = true }: WaitlistContactFieldsProps<Values>) {
  return (
    <>
      <TextField label="First name" autoComplete="given-name" error={message(errors.firstName)} {...register('firstName' as Path<Values>)} />
      {withEmail ? <TextField label="Email" type="email" autoComplete="email" error={message(errors.email)} {...register('email' as Path<Values>)} /> : null}
      <TextField
        label={zipLabel}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        error={message(errors.zip)}
        {...register('zip' as Path<Values>)}
      />
    </>
  );
}
