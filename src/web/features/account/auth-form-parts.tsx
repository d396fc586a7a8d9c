import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { TEXT_LIMITS } from '@shared/constants';
import { REQUIRED_FIELDS_MESSAGE } from '@shared/contracts/users';
import { EyeIcon } from '../../components/icons';
import { EyeOffIcon } from '../../components/page-icons';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { ACCOUNT_TABLES } from './account-messages';
// The answer a suspended account gets when it logs in.
import { GoogleSignIn, useGoogleSignInAvailable } from './google-sign-in';

/**
 * What every account form starts with: its fields checked by the contract's schema (a zod
 * resolver), the account messages' words, and the id of the summary its fields point to. (The
 * form's own words come from its `useLingui`: Lingui's macros read them where they are written.)
 */
export function useAccountForm<Input extends FieldValues, Output>(
  resolver: Resolver<Input, unknown, Output>,
  defaultValues: DefaultValues<Input>,
) {
  const translate = useTranslateMessage(ACCOUNT_TABLES);
  const summaryId = useId();
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues });
  return {
    translate,
    summaryId,
    form,
    field: form.register,
    handleSubmit: form.handleSubmit,
    errors: form.formState.errors,
  };
}

// The pieces the login and sign-up forms share: fields, summaries, alerts and the switch link.

/** Names the fields whose only problem is being empty: they share one summary message (docs/product/storefront.md#form-rules). */
export function missingRequired(errors: object): boolean {
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
export function RequiredSummary({ id }: { id: string }) {
  const translate = useTranslateMessage(ACCOUNT_TABLES);
  return <Alert id={id}>{translate(REQUIRED_FIELDS_MESSAGE)}</Alert>;
}

export function FormHeader({ title, subtitle }: { title: string; subtitle: string }) {
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

export function TextField({
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
      <OwnError id={`${id}-error`} text={own} />
    </div>
  );
}

export function PasswordField({
  error,
  summaryId,
  registration,
  autoComplete,
  label,
  rules = false,
}: Omit<FieldProps, 'label' | 'type'> & {
  label?: string;
  /** Show the rules of a new password under the field from the start, not only once refused. */
  rules?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const [shown, setShown] = useState(false);
  const own = useOwnError(error);
  const rulesId = `${id}-rules`;
  const describedBy = [
    error ? (own ? `${id}-error` : summaryId) : undefined,
    rules ? rulesId : undefined,
  ].filter(Boolean);
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label ?? <Trans>Password</Trans>}
      </label>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className={`field-input pr-20 ${error ? 'border-danger' : ''}`}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
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
      {rules ? <PasswordRules id={rulesId} /> : null}
      <OwnError id={`${id}-error`} text={own} />
    </div>
  );
}

/**
 * The rules a new password must meet, as the server checks them on sign-up and on a reset
 * (docs/product/storefront.md#form-rules): its length, and not being guessable.
 */
function PasswordRules({ id }: { id: string }) {
  const { min, max } = TEXT_LIMITS.password;
  return (
    <p id={id} className="mt-1.5 text-xs leading-relaxed text-muted">
      <Trans>
        Use {min} to {max} characters. Common passwords, and ones made from your name or e-mail, are
        refused: a few unrelated words make a strong one.
      </Trans>
    </p>
  );
}

export function Alert({ id, children }: { id?: string; children: ReactNode }) {
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
export function SwitchLink({ children }: { children: ReactNode }) {
  return <p className="mt-6 text-center text-sm text-muted">{children}</p>;
}

export function SwitchButton({ onClick, children }: { onClick: () => void; children?: ReactNode }) {
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
export function GoogleChoice({ next }: { next: string }) {
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

/** A field's own message under it, when it has one (the summary above speaks for empty fields). */
function OwnError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="field-error">
      {text}
    </p>
  ) : null;
}

/** The e-mail field both the login and the sign-up forms start with. */
export function EmailField({
  error,
  summaryId,
  registration,
}: Pick<FieldProps, 'error' | 'summaryId' | 'registration'>) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Email`}
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder="you@example.com"
      error={error}
      summaryId={summaryId}
      registration={registration}
    />
  );
}
