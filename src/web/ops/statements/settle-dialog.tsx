import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, type Resolver } from 'react-hook-form';
import {
  SETTLEMENT_REFERENCE,
  SettleBodySchema,
  type SettleBody,
  type Statement,
} from '@shared/contracts/statements';
import {
  DialogButtons,
  FormProblems,
  TextField,
  countErrors,
  useDialogSubmit,
  useFieldMessage,
} from '../../components/form';
import { Modal } from '../../components/modal';
import { useMonthName } from '../../components/console/statement-parts';
import { useFormat } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { toast } from '../../lib/toast';
import { useSettle } from './api';

const fieldOf = (field: string) => (field === 'reference' ? ('reference' as const) : null);
const resolver = zodResolver(SettleBodySchema) as Resolver<SettleBody, unknown, SettleBody>;

/**
 * Records the bank transfer that settled a company's month, by its reference. The amount is the
 * month's balance as the server has it, said before the operator confirms; a refusal (settled
 * meanwhile by someone else) shows above the buttons.
 */
export function SettleDialog({
  statement,
  onClose,
}: {
  statement: Statement;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const monthName = useMonthName()(statement.month);
  const message = useFieldMessage();
  const translate = useTranslateMessage();
  const form = useForm<SettleBody, unknown, SettleBody>({
    resolver,
    defaultValues: { reference: '' },
  });
  const { errors } = form.formState;
  const settle = useSettle(statement.company._id, statement.month, (answer) => {
    toast.success(translate(answer));
    onClose();
  });
  const { close, refusal, onSubmit } = useDialogSubmit({
    form,
    mutation: settle,
    fieldOf,
    onClose,
  });
  const amount = format.rupees(Math.abs(statement.totals.balance));
  const company = statement.company.name;

  return (
    <Modal title={t`Settle ${monthName} with ${company}`} onClose={close}>
      <p className="mb-4 text-muted">
        {statement.totals.balance > 0 ? (
          <Trans>
            {company} paid Saarthi {amount} for {monthName}: its commission and the GST on it.
          </Trans>
        ) : (
          <Trans>
            Saarthi paid {company} {amount} for {monthName}.
          </Trans>
        )}
      </p>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={settle.isPending}>
        <TextField
          label={t`Bank transfer reference`}
          hint={t`The UTR or NEFT/IMPS number on the bank statement.`}
          maxLength={SETTLEMENT_REFERENCE.max}
          error={message(errors.reference)}
          registration={form.register('reference')}
        />
        <FormProblems
          errorCount={countErrors(errors)}
          submitted={form.formState.isSubmitted}
          refusal={refusal}
        />
        <DialogButtons
          className=""
          pending={settle.isPending}
          onClose={close}
          submit
          confirm={<Trans>Record settlement of {amount}</Trans>}
        />
      </form>
    </Modal>
  );
}
