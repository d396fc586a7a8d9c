import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { toast } from 'react-toastify';
import * as z from 'zod/mini';
import { CITIES, PRODUCT_NAME } from '@shared/constants';
import {
  LoginBodySchema,
  RegisterBodySchema,
  REQUIRED_FIELDS_MESSAGE,
  TERMS_MESSAGE,
  type LoginBody,
  type RegisterBody,
} from '@shared/contracts/users';
import { CheckIcon, EyeIcon } from '../../components/icons';
import { EyeOffIcon } from '../../components/page-icons';
import { useFormat } from '../../lib/i18n/format';
import { CITY_LABELS } from '../../lib/i18n/labels';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { ACCOUNT_TABLES } from './account-messages';
// The answer a suspended account gets when it logs in.
import { useAuth } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';
import { useLogout } from '../../lib/session';
import { returnPath } from '../../lib/return-to';
import { completeSignIn, failureMessage, login, register } from './api';
import { GoogleSignIn, useGoogleSignInAvailable } from './google-sign-in';

type Mode = 'login' | 'signup';

/** docs/product/storefront.md#sign-up-and-login: one page that toggles between Login and Sign Up. */
export function UserPage() {
  const { t } = useLingui();
  const { isSignedIn } = useAuth();
  const [mode, setMode] = useState<Mode>('login');
  // A login an action asked for comes back to that action; a plain one goes home (docs/product/storefront.md#pages-and-routes).
  const next = returnPath(useLocation().search);
  useDocumentTitle(isSignedIn ? t`Your account` : mode === 'login' ? t`Login` : t`Sign Up`);

  return (
    <div className="container-page py-10 sm:py-16">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-card bg-white shadow-card lg:grid-cols-[1fr_1.1fr]">
        <Welcome />
        <div className="p-6 sm:p-10">
          {isSignedIn ? (
            <SignedInPanel />
          ) : mode === 'login' ? (
            <LoginForm next={next} onSwitch={() => setMode('signup')} />
          ) : (
            <SignUpForm next={next} onSwitch={() => setMode('login')} />
          )}
        </div>
      </div>
    </div>
  );
}

/** The welcome panel's figures: a big number over a short caption. */
const WELCOME_FIGURES: readonly { value: number; unit?: '%'; label: MessageDescriptor }[] = [
  {
    value: 5,
    label: msg({ message: 'cities', comment: 'Caption under the big number 5 on the login page' }),
  },
  {
    value: 3,
    label: msg({
      message: 'ride categories',
      comment: 'Caption under the big number 3 (regular, prime, luxury)',
    }),
  },
  {
    value: 100,
    unit: '%',
    label: msg({
      message: 'with a driver',
      comment: 'Caption under the big "100%": every car comes with a driver',
    }),
  },
];

const WELCOME_POINTS: readonly MessageDescriptor[] = [
  msg`Verified travel companies`,
  msg`Transparent price estimates`,
];

function Welcome() {
  const { i18n } = useLingui();
  const format = useFormat();
  const cities = CITIES.map((city) => i18n._(CITY_LABELS[city])).join(', ');
  const points = [...WELCOME_POINTS.map((point) => i18n._(point)), cities];
  return (
    <aside className="hidden flex-col justify-between bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500 p-10 text-white lg:flex">
      <div>
        <p className="text-sm font-semibold uppercase tracking-widest text-accent-300">
          {PRODUCT_NAME}
        </p>
        <p className="mt-4 text-3xl font-extrabold leading-tight">
          <Trans>Every car comes with a professional driver.</Trans>
        </p>
        <p className="mt-3 text-brand-100">
          <Trans>Rent regular, prime and luxury cars across Andhra Pradesh and Telangana.</Trans>
        </p>
      </div>
      <ul className="my-10 grid grid-cols-3 gap-3">
        {WELCOME_FIGURES.map(({ value, unit, label }) => (
          <li key={label.id} className="rounded-xl bg-white/10 p-4 ring-1 ring-white/15">
            <span className="block text-2xl font-extrabold text-accent-300">
              {format.number(value)}
              {unit}
            </span>
            <span className="mt-1 block text-xs text-brand-100">{i18n._(label)}</span>
          </li>
        ))}
      </ul>
      <ul className="space-y-3 text-sm text-brand-50">
        {points.map((item) => (
          <li key={item} className="flex items-start gap-3">
            <span
              className="mt-1 inline-flex h-4 w-4 shrink-0 items-center justify-center rounded-full bg-accent-400 text-brand-900"
              aria-hidden="true"
            >
              <CheckIcon className="h-3 w-3" strokeWidth={3} />
            </span>
            {item}
          </li>
        ))}
      </ul>
    </aside>
  );
}

function SignedInPanel() {
  const { t } = useLingui();
  const logout = useLogout();
  return (
    <div className="flex h-full flex-col justify-center text-center sm:text-left">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">
        <Trans>You are signed in</Trans>
      </h1>
      <p className="mt-2 text-muted">
        <Trans>Welcome back to Saarthi. Where would you like to go?</Trans>
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.profile} className="btn-primary">
          <Trans>My Profile</Trans>
        </Link>
        <Link to={paths.queries} className="btn-outline">
          <Trans>My Queries</Trans>
        </Link>
        <button
          type="button"
          className="btn-ghost"
          onClick={() => {
            // docs/product/storefront.md#pages-and-routes: logout removes the stored token and stays on /user.
            void logout();
            toast.info(t`You have been logged out`);
          }}
        >
          <Trans>Logout</Trans>
        </button>
      </div>
    </div>
  );
}

// ---- shared form parts ------------------------------------------------------------------------

/** Names the fields whose only problem is being empty: they share one summary message (docs/product/storefront.md#form-rules). */
function missingRequired(errors: object): boolean {
  return Object.values(errors).some(
    (error) => (error as FieldError | undefined)?.message === REQUIRED_FIELDS_MESSAGE,
  );
}

/**
 * A field's own message (any rule but "required"), in the reader's language. The shared rules
 * speak English, so the comparison with REQUIRED_FIELDS_MESSAGE happens before translating.
 */
function useOwnError(error: FieldError | undefined): string | undefined {
  const translate = useTranslateMessage(ACCOUNT_TABLES);
  return error?.message && error.message !== REQUIRED_FIELDS_MESSAGE
    ? translate(error.message)
    : undefined;
}

/** The shared "fill all required fields" summary, shown once above the fields. */
function RequiredSummary({ id }: { id: string }) {
  const translate = useTranslateMessage(ACCOUNT_TABLES);
  return <Alert id={id}>{translate(REQUIRED_FIELDS_MESSAGE)}</Alert>;
}

function FormHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="mb-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">{title}</h1>
      <p className="mt-1 text-muted">{subtitle}</p>
    </div>
  );
}

interface FieldProps {
  label: string;
  error: FieldError | undefined;
  /** Id of the shared "fill all required fields" message, read when the field is empty. */
  summaryId: string;
  registration: UseFormRegisterReturn;
  type?: string;
  autoComplete: string;
  inputMode?: 'email' | 'tel' | 'text';
  placeholder?: string;
}

function TextField({
  label,
  error,
  summaryId,
  registration,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
}: FieldProps) {
  const id = useId();
  const own = useOwnError(error);
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className={`field-input ${error ? 'border-danger' : ''}`}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? (own ? `${id}-error` : summaryId) : undefined}
        {...registration}
      />
      {own ? (
        <p id={`${id}-error`} className="field-error">
          {own}
        </p>
      ) : null}
    </div>
  );
}

function PasswordField({
  error,
  summaryId,
  registration,
  autoComplete,
}: Omit<FieldProps, 'label' | 'type'>) {
  const { t } = useLingui();
  const id = useId();
  const [shown, setShown] = useState(false);
  const own = useOwnError(error);
  return (
    <div>
      <label htmlFor={id} className="field-label">
        <Trans>Password</Trans>
      </label>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className={`field-input pr-20 ${error ? 'border-danger' : ''}`}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? (own ? `${id}-error` : summaryId) : undefined}
          {...registration}
        />
        <button
          type="button"
          className="absolute inset-y-1 right-1 inline-flex items-center gap-1 rounded-md px-2 text-xs font-semibold text-brand-700 hover:bg-brand-50"
          aria-controls={id}
          aria-label={shown ? t`Hide password` : t`Show password`}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOffIcon className="h-4 w-4" /> : <EyeIcon className="h-4 w-4" />}
          {shown ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
        </button>
      </div>
      {own ? (
        <p id={`${id}-error`} className="field-error">
          {own}
        </p>
      ) : null}
    </div>
  );
}

function Alert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      className="rounded-lg border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger"
    >
      {children}
    </p>
  );
}

/** The line under a form that switches to the other one; the sentence is one message. */
function SwitchLink({ children }: { children: ReactNode }) {
  return <p className="mt-6 text-center text-sm text-muted">{children}</p>;
}

function SwitchButton({ onClick, children }: { onClick: () => void; children?: ReactNode }) {
  return (
    <button
      type="button"
      className="font-semibold text-brand-700 underline-offset-2 hover:underline"
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** "or" and Google's button, when this server can sign in with Google. */
function GoogleChoice({ next }: { next: string }) {
  if (!useGoogleSignInAvailable()) return null;
  return (
    <>
      <OrDivider />
      <GoogleSignIn next={next} />
    </>
  );
}

function OrDivider() {
  return (
    <div
      className="my-6 flex items-center gap-3 text-xs font-medium uppercase tracking-wider text-muted"
      aria-hidden="true"
    >
      <span className="h-px flex-1 bg-slate-200" />
      <Trans>or</Trans>
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

// ---- login ------------------------------------------------------------------------------------

const LOGIN_FAILED = msg`Login failed`;
const loginUnreachable = (reason: string) => msg`Login failed: ${reason}`;

function LoginForm({ next, onSwitch }: { next: string; onSwitch: () => void }) {
  const { t, i18n } = useLingui();
  const summaryId = useId();
  const {
    register: field,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof LoginBodySchema>, unknown, LoginBody>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { userEmail: '', password: '' },
  });
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
      <form
        noValidate
        onSubmit={handleSubmit((values) => signIn.mutate(values))}
        className="space-y-4"
      >
        {missingRequired(errors) ? <RequiredSummary id={summaryId} /> : null}
        <TextField
          label={t`Email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
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

// ---- sign up ----------------------------------------------------------------------------------

// docs/product/storefront.md#form-rules: the terms must be accepted; the checkbox is part of the form, not of the request.
const SignUpFormSchema = z.extend(RegisterBodySchema, {
  terms: z.boolean().check(z.refine((accepted) => accepted, TERMS_MESSAGE)),
});

const SIGNUP_FAILED = msg`Signup failed!`;
const signupUnreachable = (reason: string) => msg`Signup Error: ${reason}`;

function SignUpForm({ next, onSwitch }: { next: string; onSwitch: () => void }) {
  const { t, i18n } = useLingui();
  const translate = useTranslateMessage(ACCOUNT_TABLES);
  const summaryId = useId();
  const termsId = useId();
  const termsHintId = useId();
  const {
    register: field,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<z.input<typeof SignUpFormSchema>, unknown, z.output<typeof SignUpFormSchema>>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { userName: '', userEmail: '', usermobile: '', password: '', terms: false },
  });
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
        <TextField
          label={t`Email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
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
