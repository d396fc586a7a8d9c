import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import {
  COMMISSION_PERCENT_MAX,
  CommissionBodySchema,
  CommissionResponseSchema,
  type CommissionBody,
  type Statement,
} from '@shared/contracts/statements';
import {
  DialogButtons,
  FormProblems,
  NumberField,
  countErrors,
  useDialogSubmit,
  useFieldMessage,
} from '../../components/form';
import { Modal } from '../../components/modal';
import { apiRequest } from '../../lib/api-client';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { toast } from '../../lib/toast';
import { useDestructiveMutation } from '../../lib/use-destructive-mutation';
import { statementKeys } from './api';

const fieldOf = (field: string) => (field === 'percent' ? ('percent' as const) : null);
const resolver = zodResolver(CommissionBodySchema) as Resolver<
  CommissionBody,
  unknown,
  CommissionBody
>;

/**
 * Sets Saarthi's commission rate for one company. Trips it completes from now on are charged at
 * the new rate; the ones before keep theirs, which the dialog says before the operator saves.
 */
export function CommissionDialog({
  statement,
  onClose,
}: {
  statement: Statement;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const translate = useTranslateMessage();
  const queryClient = useQueryClient();
  const company = statement.company.name;
  const form = useForm<CommissionBody, unknown, CommissionBody>({
    resolver,
    defaultValues: { percent: statement.commissionPercent },
  });
  const { errors } = form.formState;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: statementKeys.all });
  const change = useDestructiveMutation({
    mutationFn: (body: CommissionBody, signal) =>
      apiRequest(`/api/admin/companies/${encodeURIComponent(statement.company._id)}/commission`, {
        method: 'PATCH',
        body,
        auth: true,
        schema: CommissionResponseSchema,
        signal,
      }),
    onSuccess: (answer) => {
      refresh();
      toast.success(translate(answer));
      onClose();
    },
    onAbandoned: refresh,
  });
  const { close, refusal, onSubmit } = useDialogSubmit({
    form,
    mutation: change,
    fieldOf,
    onClose,
  });

  return (
    <Modal title={t`Commission of ${company}`} onClose={close}>
      <p className="mb-4 text-muted">
        <Trans>
          Saarthi takes this share of each completed trip's taxable fare, with 18% GST on it. A new
          rate applies to trips completed from now on; earlier trips keep theirs.
        </Trans>
      </p>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={change.isPending}>
        <NumberField
          label={t`Commission rate`}
          suffix="%"
          step={0.01}
          max={COMMISSION_PERCENT_MAX}
          error={message(errors.percent)}
          registration={form.register('percent', { valueAsNumber: true })}
        />
        <FormProblems
          errorCount={countErrors(errors)}
          submitted={form.formState.isSubmitted}
          refusal={refusal}
        />
        <DialogButtons
          className=""
          pending={change.isPending}
          onClose={close}
          submit
          disabled={!form.formState.isDirty}
          confirm={<Trans>Save rate</Trans>}
        />
      </form>
    </Modal>
  );
}
