import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type * as z from 'zod/mini';
import {
  PASSWORD_RESET_MINUTES,
  PasswordResetConfirmBodySchema,
  PasswordResetRequestBodySchema,
} from '@shared/contracts/users';
import { ApiError } from '../../lib/api-client';
import { authToken } from '../../lib/storage';
import { paths } from '../../paths';
import { accountPaths } from './account-paths';
import { confirmPasswordReset, failureMessage, requestPasswordReset } from './api';
import {
  Alert,
  EmailField,
  FormHeader,
  PasswordField,
  RequiredSummary,
  SwitchLink,
  missingRequired,
  useAccountForm,
} from './auth-form-parts';

// docs/product/storefront.md#forgot-password: ask for a link by e-mail, then choose a new
// password with it. Both are panels of the /user page, beside its welcome panel.

const minutes = PASSWORD_RESET_MINUTES;
const REQUEST_FAILED = msg`The link could not be sent`;
const requestUnreachable = (reason: string) => msg`The link could not be sent: ${reason}`;
const RESET_FAILED = msg`The password could not be changed`;
const resetUnreachable = (reason: string) => msg`The password could not be changed: ${reason}`;

/** What the login page says after a reset: the new password is set. */
export interface PasswordResetNotice {
  passwordReset: true;
}

export const isPasswordResetNotice = (state: unknown): state is PasswordResetNotice =>
  typeof state === 'object' && state !== null && 'passwordReset' in state;

function BackToLogin() {
  return (
    <SwitchLink>
      <Link
        to={paths.user}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        <Trans>Back to login</Trans>
      </Link>
    </SwitchLink>
  );
}

/** The e-mail to send a link to; then the same words whether or not it has an account. */
export function ForgotPasswordPanel() {
  const { t, i18n } = useLingui();
  const { translate, summaryId, field, handleSubmit, errors } = useAccountForm(
    zodResolver(PasswordResetRequestBodySchema),
    { userEmail: '' },
  );
  const send = useMutation({ mutationFn: requestPasswordReset });

  if (send.isSuccess) {
    return (
      <>
        <FormHeader
          title={t`Check your e-mail`}
          subtitle={t`The link works once, for ${minutes} minutes.`}
        />
        <p
          role="status"
          className="rounded-lg border border-success/30 bg-green-50 px-4 py-3 text-sm text-ink"
        >
          {translate(send.data)}
        </p>
        <p className="mt-4 text-sm text-muted">
          <Trans>
            Nothing after a few minutes? Look in your spam folder, or check the address and ask
            again.
          </Trans>
        </p>
        <button type="button" className="btn-outline mt-4 w-full" onClick={() => send.reset()}>
          <Trans>Use another address</Trans>
        </button>
        <BackToLogin />
      </>
    );
  }

  return (
    <>
      <FormHeader
        title={t`Forgot password?`}
        subtitle={t`Enter the e-mail of your account and we will send you a link to choose a new password.`}
      />
      <form noValidate onSubmit={handleSubmit((body) => send.mutate(body))} className="space-y-4">
        {missingRequired(errors) ? <RequiredSummary id={summaryId} /> : null}
        <EmailField
          error={errors.userEmail}
          summaryId={summaryId}
          registration={field('userEmail')}
        />
        {send.isError ? (
          <Alert>{failureMessage(i18n, send.error, REQUEST_FAILED, requestUnreachable)}</Alert>
        ) : null}
        <button type="submit" className="btn-primary w-full" disabled={send.isPending}>
          {send.isPending ? <Trans>Sending…</Trans> : <Trans>Send the link</Trans>}
        </button>
      </form>
      <BackToLogin />
    </>
  );
}

/** The link's token, from the address's fragment (`#token=`), which no server ever receives. */
function useLinkToken(): string {
  const { hash } = useLocation();
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

type NewPasswordForm = z.input<typeof PasswordResetConfirmBodySchema>;

/** A new password for the account of the link; then to login, with a notice. */
export function ResetPasswordPanel() {
  const token = useLinkToken();
  const navigate = useNavigate();
  const [linkRefused, setLinkRefused] = useState(false);
  const { t, i18n } = useLingui();
  const { summaryId, field, handleSubmit, errors } = useAccountForm(
    zodResolver(PasswordResetConfirmBodySchema) as Resolver<
      NewPasswordForm,
      unknown,
      z.output<typeof PasswordResetConfirmBodySchema>
    >,
    { token, password: '' },
  );
  const reset = useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: () => {
      // Every session of the account has ended, this browser's too.
      authToken.clear();
      const notice: PasswordResetNotice = { passwordReset: true };
      void navigate(paths.user, { replace: true, state: notice });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'password_reset_link_invalid')
        setLinkRefused(true);
    },
  });

  if (token === '' || linkRefused) {
    return (
      <>
        <FormHeader
          title={t`This link does not work`}
          subtitle={t`A password reset link works once, for ${minutes} minutes.`}
        />
        <Alert>
          {linkRefused && reset.error
            ? failureMessage(i18n, reset.error, RESET_FAILED, resetUnreachable)
            : t`This address has no reset link in it: open the link from the e-mail again, or ask for a new one.`}
        </Alert>
        <Link to={accountPaths.forgotPassword} className="btn-primary mt-6 w-full">
          <Trans>Ask for a new link</Trans>
        </Link>
        <BackToLogin />
      </>
    );
  }

  return (
    <>
      <FormHeader
        title={t`Choose a new password`}
        subtitle={t`After this, every device signed in to your account is signed out.`}
      />
      <form
        noValidate
        onSubmit={handleSubmit((body) => reset.mutate({ ...body, token }))}
        className="space-y-4"
      >
        {missingRequired(errors) ? <RequiredSummary id={summaryId} /> : null}
        <PasswordField
          rules
          label={t`New password`}
          autoComplete="new-password"
          error={errors.password}
          summaryId={summaryId}
          registration={field('password')}
        />
        {reset.isError ? (
          <Alert>{failureMessage(i18n, reset.error, RESET_FAILED, resetUnreachable)}</Alert>
        ) : null}
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={reset.isPending || reset.isSuccess}
        >
          {reset.isPending ? <Trans>Saving…</Trans> : <Trans>Save the new password</Trans>}
        </button>
      </form>
      <BackToLogin />
    </>
  );
}
