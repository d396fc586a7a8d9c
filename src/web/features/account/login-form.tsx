import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { LoginBodySchema } from '@shared/contracts/users';
import { accountPaths } from './account-paths';
import { completeSignIn, failureMessage, login } from './api';
import {
  Alert,
  FormHeader,
  GoogleChoice,
  PasswordField,
  RequiredSummary,
  SwitchButton,
  SwitchLink,
  missingRequired,
  EmailField,
  useAccountForm,
} from './auth-form-parts';

// The login form: e-mail and password, or Google.

const LOGIN_FAILED = msg`Login failed`;
const loginUnreachable = (reason: string) => msg`Login failed: ${reason}`;

export function LoginForm({
  next,
  passwordReset = false,
  onSwitch,
}: {
  next: string;
  /** The reader has just chosen a new password (docs/product/storefront.md#forgot-password). */
  passwordReset?: boolean;
  onSwitch: () => void;
}) {
  const { t, i18n } = useLingui();
  const { translate, summaryId, field, handleSubmit, errors } = useAccountForm(
    zodResolver(LoginBodySchema),
    { userEmail: '', password: '' },
  );
  const signIn = useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      toast.success(t`Login successful`);
      completeSignIn(answer.token, next);
    },
    // The refusal is said once, in the form beside the fields (below), not in a toast as well.
  });

  return (
    <>
      <FormHeader
        title={t`Login`}
        subtitle={t`Sign in to reveal driver contacts, leave reviews and manage your profile.`}
      />
      {passwordReset && !signIn.isError ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-success/30 bg-green-50 px-4 py-3 text-sm text-ink"
        >
          {translate('password_reset_done')}
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={handleSubmit((values) => signIn.mutate(values))}
        className="space-y-4"
      >
        {missingRequired(errors) ? <RequiredSummary id={summaryId} /> : null}
        <EmailField
          error={errors.userEmail}
          summaryId={summaryId}
          registration={field('userEmail')}
        />
        <PasswordField
          autoComplete="current-password"
          error={errors.password}
          summaryId={summaryId}
          registration={field('password')}
        />
        <p className="-mt-2 text-right text-sm">
          <Link
            to={accountPaths.forgotPassword}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            <Trans>Forgot password?</Trans>
          </Link>
        </p>
        {signIn.isError ? (
          <Alert>{failureMessage(i18n, signIn.error, LOGIN_FAILED, loginUnreachable)}</Alert>
        ) : null}
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={signIn.isPending || signIn.isSuccess}
        >
          {signIn.isPending ? <Trans>Signing in…</Trans> : <Trans>Continue</Trans>}
        </button>
      </form>
      <GoogleChoice next={next} />
      <SwitchLink>
        <Trans>
          Don't have an account? <SwitchButton onClick={onSwitch}>Register</SwitchButton>
        </Trans>
      </SwitchLink>
    </>
  );
}
