import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast';
import * as z from 'zod/mini';
import { RegisterBodySchema, TERMS_MESSAGE, type RegisterBody } from '@shared/contracts/users';
import { paths } from '../../paths';
import { completeSignIn, failureMessage, register } from './api';
import {
  Alert,
  FormHeader,
  GoogleChoice,
  PasswordField,
  RequiredSummary,
  SwitchButton,
  SwitchLink,
  TextField,
  missingRequired,
  EmailField,
  useAccountForm,
} from './auth-form-parts';

// The sign-up form: a new customer account, signed in at once.

// docs/product/storefront.md#form-rules: the terms must be accepted; the checkbox is part of the form, not of the request.
const SignUpFormSchema = z.extend(RegisterBodySchema, {
  terms: z.boolean().check(z.refine((accepted) => accepted, TERMS_MESSAGE)),
});

const SIGNUP_FAILED = msg`Signup failed!`;
const signupUnreachable = (reason: string) => msg`Signup Error: ${reason}`;

export function SignUpForm({ next, onSwitch }: { next: string; onSwitch: () => void }) {
  const { t, i18n } = useLingui();
  const { translate, summaryId, form, field, handleSubmit, errors } = useAccountForm(
    zodResolver(SignUpFormSchema),
    { userName: '', userEmail: '', usermobile: '', password: '', terms: false },
  );
  const { control } = form;
  const termsId = useId();
  const termsHintId = useId();
  const accepted = useWatch({ control, name: 'terms' });
  const signUp = useMutation({
    mutationFn: (body: RegisterBody) => register(body),
    onSuccess: (answer) => {
      toast.success(t`Registration successful`);
      completeSignIn(answer.token, next);
    },
    // The refusal is said once, in the form beside the fields (below), not in a toast as well.
  });

  return (
    <>
      <FormHeader title={t`Sign Up`} subtitle={t`Create your Saarthi account in a minute.`} />
      <form
        noValidate
        onSubmit={handleSubmit(({ terms: _terms, ...body }) => signUp.mutate(body))}
        className="space-y-4"
      >
        {missingRequired(errors) ? <RequiredSummary id={summaryId} /> : null}
        <TextField
          label={t`User name`}
          autoComplete="name"
          placeholder={t`Your full name`}
          error={errors.userName}
          summaryId={summaryId}
          registration={field('userName')}
        />
        <EmailField
          error={errors.userEmail}
          summaryId={summaryId}
          registration={field('userEmail')}
        />
        <TextField
          label={t`Phone number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t`10-digit mobile number`}
          error={errors.usermobile}
          summaryId={summaryId}
          registration={field('usermobile')}
        />
        <PasswordField
          rules
          autoComplete="new-password"
          error={errors.password}
          summaryId={summaryId}
          registration={field('password')}
        />
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
            {...field('terms')}
          />
          <label htmlFor={termsId} className="text-sm text-ink">
            <Trans>
              I agree to the{' '}
              <a
                href={paths.terms}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline"
              >
                Terms of Service
              </a>{' '}
              and{' '}
              <a
                href={paths.privacy}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline"
              >
                Privacy Policy
              </a>
            </Trans>
          </label>
        </div>
        {signUp.isError ? (
          <Alert>{failureMessage(i18n, signUp.error, SIGNUP_FAILED, signupUnreachable)}</Alert>
        ) : null}
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={!accepted || signUp.isPending || signUp.isSuccess}
          aria-describedby={accepted ? undefined : termsHintId}
        >
          {signUp.isPending ? <Trans>Creating your account…</Trans> : <Trans>Continue</Trans>}
        </button>
        {accepted ? null : (
          <p id={termsHintId} className="text-center text-xs text-muted">
            {translate(TERMS_MESSAGE)}
          </p>
        )}
      </form>
      <GoogleChoice next={next} />
      <SwitchLink>
        <Trans>
          Already have an account? <SwitchButton onClick={onSwitch}>Login here</SwitchButton>
        </Trans>
      </SwitchLink>
    </>
  );
}
