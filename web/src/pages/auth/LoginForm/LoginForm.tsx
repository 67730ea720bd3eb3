import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Link } from 'react-router';
import { Button } from '#web/components/Button/Button';
import { TextField } from '#web/components/TextField/TextField';
import { Alert } from '#web/components/Alert/Alert';
import { emailSchema } from '#core/account/email';
import { LOGIN_PATH } from '#core/account/loginForm';

const loginSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, 'Enter your password.')),
});

export type LoginValues = z.infer<typeof loginSchema>;

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => Promise<void> | void;
  /** One of the spec's three login error texts, shown above the form. */
  error?: string | null;
  defaultValues?: Partial<LoginValues>;
  /** Where a login posted by the form itself (before the script has loaded) goes on to. */
  redirectUrl?: string | null;
}

/**
 * Validates as you type and on submit; a refused login keeps what was typed. Before the script
 * has loaded, a click posts the form itself to the login endpoint (never a GET, which would put
 * the password in the address), and the server answers with redirects.
 */
export function LoginForm({ onSubmit, error, defaultValues, redirectUrl }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), mode: 'onTouched', defaultValues });

  return (
    <form method="post" action={LOGIN_PATH} onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="login-title">
      {error ? <Alert>{error}</Alert> : null}
      {redirectUrl ? <input type="hidden" name="redirectUrl" value={redirectUrl} /> : null}
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <Button type="submit" fullWidth busy={isSubmitting}>
        Log in
      </Button>
      <p style={{ marginTop: 'var(--space-4)' }}>
        <Link to="/login/forgot-password">Forgot your password?</Link>
      </p>
    </form>
  );
}
