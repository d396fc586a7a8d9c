import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import * as z from 'zod/mini';
import { PRODUCT_NAME } from '@shared/constants';
import {
  LoginBodySchema,
  RegisterBodySchema,
  REQUIRED_FIELDS_MESSAGE,
  TERMS_MESSAGE,
  type LoginBody,
  type RegisterBody,
} from '@shared/contracts/users';
import { CheckIcon, EyeIcon, EyeOffIcon } from '../../components/icons';
import { authToken } from '../../lib/storage';
import { useAuth } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';
import { completeSignIn, failureMessage, login, register } from './api';
import { GoogleSignIn } from './google-sign-in';

type Mode = 'login' | 'signup';

/** spec §2 /user: one page that toggles between Login and Sign Up. */
export function UserPage() {
  const { isSignedIn } = useAuth();
  const [mode, setMode] = useState<Mode>('login');
  useDocumentTitle(isSignedIn ? 'Your account' : mode === 'login' ? 'Login' : 'Sign Up');

  return (
    <div className="container-page py-10 sm:py-16">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-card bg-white shadow-card lg:grid-cols-[1fr_1.1fr]">
        <Welcome />
        <div className="p-6 sm:p-10">
          {isSignedIn ? (
            <SignedInPanel />
          ) : mode === 'login' ? (
            <LoginForm onSwitch={() => setMode('signup')} />
          ) : (
            <SignUpForm onSwitch={() => setMode('login')} />
          )}
        </div>
      </div>
    </div>
  );
}

function Welcome() {
  return (
    <aside className="hidden flex-col justify-between bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500 p-10 text-white lg:flex">
      <div>
        <p className="text-sm font-semibold uppercase tracking-widest text-accent-300">
          {PRODUCT_NAME}
        </p>
        <p className="mt-4 text-3xl font-extrabold leading-tight">
          Every car comes with a professional driver.
        </p>
        <p className="mt-3 text-brand-100">
          Rent regular, prime and luxury cars across Andhra Pradesh and Telangana.
        </p>
      </div>
      <ul className="my-10 grid grid-cols-3 gap-3">
        {[
          ['5', 'cities'],
          ['3', 'ride categories'],
          ['100%', 'with a driver'],
        ].map(([value, label]) => (
          <li key={label} className="rounded-xl bg-white/10 p-4 ring-1 ring-white/15">
            <span className="block text-2xl font-extrabold text-accent-300">{value}</span>
            <span className="mt-1 block text-xs text-brand-100">{label}</span>
          </li>
        ))}
      </ul>
      <ul className="space-y-3 text-sm text-brand-50">
        {[
          'Verified travel companies',
          'Transparent price estimates',
          'Vijayawada, Guntur, Hyderabad, Visakhapatnam, Tirupati',
        ].map((item) => (
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
  const queryClient = useQueryClient();
  return (
    <div className="flex h-full flex-col justify-center text-center sm:text-left">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">You are signed in</h1>
      <p className="mt-2 text-muted">Welcome back to {PRODUCT_NAME}. Where would you like to go?</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.profile} className="btn-primary">
          My Profile
        </Link>
        <Link to={paths.queries} className="btn-outline">
          My Queries
        </Link>
        <button
          type="button"
          className="btn-ghost"
          onClick={() => {
            // spec §2: logout removes the stored token and stays on /user.
            authToken.clear();
            queryClient.removeQueries({ queryKey: ['user'] });
            toast.info('You have been logged out');
          }}
        >
          Logout
        </button>
      </div>
    </div>
  );
}

// ---- shared form parts ------------------------------------------------------------------------

/** Names the fields whose only problem is being empty: they share one summary message (spec §5). */
function missingRequired(errors: object): boolean {
  return Object.values(errors).some(
    (error) => (error as FieldError | undefined)?.message === REQUIRED_FIELDS_MESSAGE,
  );
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
  const own = error && error.message !== REQUIRED_FIELDS_MESSAGE ? error.message : undefined;
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
  const id = useId();
  const [shown, setShown] = useState(false);
  const own = error && error.message !== REQUIRED_FIELDS_MESSAGE ? error.message : undefined;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        Password
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
          aria-label={shown ? 'Hide password' : 'Show password'}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOffIcon className="h-4 w-4" /> : <EyeIcon className="h-4 w-4" />}
          {shown ? 'Hide' : 'Show'}
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

function SwitchLink({
  question,
  action,
  onClick,
}: {
  question: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <p className="mt-6 text-center text-sm text-muted">
      {question}{' '}
      <button
        type="button"
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        onClick={onClick}
      >
        {action}
      </button>
    </p>
  );
}

function OrDivider() {
  return (
    <div
      className="my-6 flex items-center gap-3 text-xs font-medium uppercase tracking-wider text-muted"
      aria-hidden="true"
    >
      <span className="h-px flex-1 bg-slate-200" />
      or
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

// ---- login ------------------------------------------------------------------------------------

function LoginForm({ onSwitch }: { onSwitch: () => void }) {
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
      toast.success('Login successful');
      completeSignIn(answer.token);
    },
    onError: (error) => toast.error(failureMessage(error, 'Login failed', 'Login failed')),
  });

  return (
    <>
      <FormHeader
        title="Login"
        subtitle="Sign in to reveal driver contacts, leave reviews and manage your profile."
      />
      <form
        noValidate
        onSubmit={handleSubmit((values) => signIn.mutate(values))}
        className="space-y-4"
      >
        {missingRequired(errors) ? <Alert id={summaryId}>{REQUIRED_FIELDS_MESSAGE}</Alert> : null}
        <TextField
          label="Email"
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
          <Alert>{failureMessage(signIn.error, 'Login failed', 'Login failed')}</Alert>
        ) : null}
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={signIn.isPending || signIn.isSuccess}
        >
          {signIn.isPending ? 'Signing in…' : 'Continue'}
        </button>
      </form>
      <OrDivider />
      <GoogleSignIn />
      <SwitchLink question="Don't have an account?" action="Register" onClick={onSwitch} />
    </>
  );
}

// ---- sign up ----------------------------------------------------------------------------------

// spec §5: the terms must be accepted; the checkbox is part of the form, not of the request.
const SignUpFormSchema = z.extend(RegisterBodySchema, {
  terms: z.boolean().check(z.refine((accepted) => accepted, TERMS_MESSAGE)),
});

function SignUpForm({ onSwitch }: { onSwitch: () => void }) {
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
      toast.success('Registration successful');
      completeSignIn(answer.token);
    },
    onError: (error) => toast.error(failureMessage(error, 'Signup failed!', 'Signup Error')),
  });

  return (
    <>
      <FormHeader title="Sign Up" subtitle={`Create your ${PRODUCT_NAME} account in a minute.`} />
      <form
        noValidate
        onSubmit={handleSubmit(({ terms: _terms, ...body }) => signUp.mutate(body))}
        className="space-y-4"
      >
        {missingRequired(errors) ? <Alert id={summaryId}>{REQUIRED_FIELDS_MESSAGE}</Alert> : null}
        <TextField
          label="User name"
          autoComplete="name"
          placeholder="Your full name"
          error={errors.userName}
          summaryId={summaryId}
          registration={field('userName')}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.userEmail}
          summaryId={summaryId}
          registration={field('userEmail')}
        />
        <TextField
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
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
          </label>
        </div>
        {signUp.isError ? (
          <Alert>{failureMessage(signUp.error, 'Signup failed!', 'Signup Error')}</Alert>
        ) : null}
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={!accepted || signUp.isPending || signUp.isSuccess}
          aria-describedby={accepted ? undefined : termsHintId}
        >
          {signUp.isPending ? 'Creating your account…' : 'Continue'}
        </button>
        {accepted ? null : (
          <p id={termsHintId} className="text-center text-xs text-muted">
            {TERMS_MESSAGE}
          </p>
        )}
      </form>
      <OrDivider />
      <GoogleSignIn />
      <SwitchLink question="Already have an account?" action="Login here" onClick={onSwitch} />
    </>
  );
}
