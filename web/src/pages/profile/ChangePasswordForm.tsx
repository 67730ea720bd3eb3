import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { ChangePasswordDocument } from '#generated/web';
import { TextField } from '../../components/TextField/TextField';
import { Button } from '../../components/Button/Button';
import { Alert } from '../../components/Alert/Alert';
import { SubmitFailure } from '../../components/SubmitFailure/SubmitFailure';
import { NEW_PASSWORD_HINT, newPasswordSchema } from '../auth/passwordRules';
import { SOMETHING_WENT_WRONG } from '#core/apiErrors/messages';

const schema = z
  .object({ currentPassword: z.string(), newPassword: newPasswordSchema, confirmPassword: z.string() })
  .check(z.refine((values) => values.newPassword === values.confirmPassword, { message: 'The passwords do not match.', path: ['confirmPassword'] }));

type Values = z.infer<typeof schema>;

export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const [change, { error: networkError }] = useMutation(ChangePasswordDocument);
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });

  const submit = async (values: Values) => {
    setChanged(false);
    if (hasPassword && !values.currentPassword) {
      setError('currentPassword', { message: 'Enter your current password.' });
      return;
    }
    const result = await change({ variables: { input: { currentPassword: values.currentPassword || null, newPassword: values.newPassword } } });
    const payload = result.data?.changePassword;
    if (!payload) return;
    for (const problem of payload.errors) {
      setError(problem.field === 'currentPassword' || problem.field === 'newPassword' ? problem.field : 'root', { message: problem.message });
    }
    if (payload.ok) {
      reset();
      setChanged(true);
    }
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate>
      {changed ? <Alert tone="success">Password changed. Other devices were signed out.</Alert> : null}
      <SubmitFailure error={networkError} otherwise={SOMETHING_WENT_WRONG} />
      {errors.root ? <Alert>{errors.root.message}</Alert> : null}
      {hasPassword ? (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      ) : null}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" busy={isSubmitting}>
        {hasPassword ? 'Change password' : 'Set password'}
      </Button>
    </form>
  );
}
