import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Link, useParams } from 'react-router';
import { ResetPasswordDocument } from '#generated/web';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { TextField } from '../../components/TextField/TextField';
import { Button } from '../../components/Button/Button';
import { Alert } from '../../components/Alert/Alert';
import { SubmitFailure } from '../../components/SubmitFailure/SubmitFailure';
import { AuthCard } from './AuthCard';
import { NEW_PASSWORD_HINT, newPasswordSchema } from './passwordRules';
import { SOMETHING_WENT_WRONG } from '#core/apiErrors/messages';

const schema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .check(z.refine((values) => values.newPassword === values.confirmPassword, { message: 'The passwords do not match.', path: ['confirmPassword'] }));

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [resetPassword, { error: networkError }] = useMutation(ResetPasswordDocument);
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), mode: 'onTouched' });

  const submit = async (values: z.infer<typeof schema>) => {
    setServerError(null);
    const result = await resetPassword({ variables: { input: { token, newPassword: values.newPassword } } });
    const payload = result.data?.resetPassword;
    if (payload?.ok) setDone(true);
    else if (payload) setServerError(payload.errors[0]?.message ?? 'The password could not be changed.');
  };

  return (
    <PageContainer title="Choose a new password" narrow>
      <AuthCard title="Choose a new password" titleId="reset-title">
        {done ? (
          <>
            <Alert tone="success" title="Password changed">
              Your new password is set, and every device that was logged in has been signed out.
            </Alert>
            <Link to="/login">Log in with your new password</Link>
          </>
        ) : (
          <form onSubmit={handleSubmit(submit)} noValidate>
            {serverError ? <Alert>{serverError}</Alert> : null}
            <SubmitFailure error={networkError} otherwise={SOMETHING_WENT_WRONG} />
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
            <Button type="submit" fullWidth busy={isSubmitting}>
              Set new password
            </Button>
            {serverError ? (
              <p style={{ marginTop: 'var(--space-4)' }}>
                <Link to="/login/forgot-password">Request a new link</Link>
              </p>
            ) : null}
          </form>
        )}
      </AuthCard>
    </PageContainer>
  );
}
