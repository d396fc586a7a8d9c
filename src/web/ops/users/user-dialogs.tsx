import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast';
import {
  ASSIGNABLE_ROLES,
  type AdminUser,
  type AdminUserResponse,
  type AssignableRole,
  type UserRoleBody,
  UserRoleBodySchema,
  UserSuspendBodySchema,
} from '@shared/contracts/admin-users';
import { useFailureReason } from '../../components/console/failure';
import { Alert } from '../../components/console/page-parts';
import { DialogButtons } from '../../components/form';
import { Modal } from '../../components/modal';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { ReasonDialog } from '../components/reason-dialog';
import { useChangeUser } from './api';
import { ROLE_LABELS } from './labels';

/** What the operator asked to do to an account; its dialog is open while set. */
export type UserAction = 'role' | 'suspend' | 'restore';

/** The dialog of one action on one account. It closes on success, with the server's message. */
export function UserDialog({
  user,
  action,
  onClose,
}: {
  user: AdminUser;
  action: UserAction;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const change = useChangeUser(user._id, (answer: AdminUserResponse) => {
    toast.success(translate(answer));
    onClose();
  });
  const name = user.name;
  // Closing stops a change on its way: it is never sent, or answered, later.
  const close = () => {
    change.abandon();
    onClose();
  };

  switch (action) {
    case 'suspend':
      return (
        <ReasonDialog
          title={t`Suspend ${name}`}
          explanation={
            <Trans>
              {name} is signed out everywhere at once and cannot log in until the account is
              restored. The reason stays in the audit log for the team.
            </Trans>
          }
          confirmLabel={t`Suspend account`}
          schema={UserSuspendBodySchema}
          pending={change.isPending}
          error={change.error}
          onConfirm={(reason) => change.mutate({ kind: 'suspend', reason })}
          onClose={close}
        />
      );
    case 'restore':
      return (
        <Modal title={t`Restore ${name}`} onClose={close}>
          <p className="text-sm text-ink">
            <Trans>
              {name} can log in again. The sessions that ended with the suspension stay ended.
            </Trans>
          </p>
          <Refusal error={change.error} />
          <DialogButtons
            pending={change.isPending}
            onClose={close}
            onConfirm={() => change.mutate({ kind: 'restore' })}
            confirm={<Trans>Restore account</Trans>}
          />
        </Modal>
      );
    case 'role':
      return (
        <Modal title={t`Change the role of ${name}`} onClose={close}>
          <RoleForm
            user={user}
            pending={change.isPending}
            error={change.error}
            onClose={close}
            onConfirm={(role) => change.mutate({ kind: 'role', role })}
          />
        </Modal>
      );
  }
}

/** Customer or partner; an operator is made only from the command line, so never offered. */
function RoleForm({
  user,
  pending,
  error,
  onClose,
  onConfirm,
}: {
  user: AdminUser;
  pending: boolean;
  error: Error | null;
  onClose: () => void;
  onConfirm: (role: AssignableRole) => void;
}) {
  const { t, i18n } = useLingui();
  const legendId = useId();
  const current = user.role === 'operator' ? 'customer' : user.role;
  const company = user.company?.name;
  // A partner who runs a company stays one (the server refuses it too): said before asking.
  const locked = (choice: AssignableRole) => choice === 'customer' && user.company !== null;
  const { register, handleSubmit, control } = useForm<UserRoleBody>({
    resolver: zodResolver(UserRoleBodySchema),
    defaultValues: {
      role: current === 'customer' ? 'partner' : locked('customer') ? current : 'customer',
    },
  });
  const role = useWatch({ control, name: 'role' });

  return (
    <form onSubmit={handleSubmit((body) => onConfirm(body.role))} noValidate>
      <fieldset aria-describedby={company ? `${legendId}-note` : undefined}>
        <legend id={legendId} className="mb-2 text-sm font-semibold text-ink">
          <Trans>Role</Trans>
        </legend>
        <div className="space-y-2">
          {ASSIGNABLE_ROLES.map((choice) => (
            <label
              key={choice}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-default has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500"
            >
              <input
                type="radio"
                value={choice}
                disabled={pending || locked(choice)}
                {...register('role')}
                className="h-4 w-4 accent-brand-600"
              />
              {i18n._(ROLE_LABELS[choice])}
              {choice === current ? (
                <span className="text-muted">
                  <Trans>(now)</Trans>
                </span>
              ) : null}
            </label>
          ))}
        </div>
        {company ? (
          <p id={`${legendId}-note`} className="mt-2 text-sm text-muted">
            <Trans>
              {company} is run from this account, so it stays a partner. Suspend the company instead
              if it must stop.
            </Trans>
          </p>
        ) : (
          <p className="mt-2 text-sm text-muted">
            {t`A partner without a company is asked to register one in the partner portal. Operator accounts are made only from the command line.`}
          </p>
        )}
      </fieldset>
      <Refusal error={error} />
      <DialogButtons
        pending={pending}
        onClose={onClose}
        submit
        disabled={role === current}
        confirm={<Trans>Change role</Trans>}
      />
    </form>
  );
}

/** Why the server refused, in the reader's language. */
function Refusal({ error }: { error: Error | null }) {
  const reasonOf = useFailureReason();
  if (!error) return null;
  return (
    <div className="mt-3">
      <Alert>{reasonOf(error)}</Alert>
    </div>
  );
}
