import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { CITIES } from '@shared/constants';
import { PROMOTION_KINDS } from '@shared/contracts/promotions';
import {
  PROMOTION_LIMITS,
  PromotionBodySchema,
  type PromotionBodyInput,
} from '@shared/contracts/promotions-admin';
import {
  CheckboxField,
  ChoicesField,
  DialogButtons,
  FormProblems,
  NumberField,
  SelectField,
  TextField,
  countErrors,
  useDialogSubmit,
  useFieldMessage,
} from '../../components/form';
import { Modal } from '../../components/modal';
import { addDays, indiaToday } from '@shared/india-time';
import { cityName } from '../../lib/i18n/labels';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { toast } from '../../lib/toast';
import { createPromotion, usePromotionWrite } from './api';

type Field = keyof PromotionBodyInput;
const FIELDS: readonly Field[] = [
  'code',
  'kind',
  'value',
  'cap',
  'validFrom',
  'validTo',
  'firstTripOnly',
  'perCustomer',
  'totalLimit',
  'cities',
];
const fieldOf = (field: string) => FIELDS.find((one) => one === field) ?? null;
// The parsed body is also a body the API takes: one type for the form and the request.
const resolver = zodResolver(PromotionBodySchema) as Resolver<
  PromotionBodyInput,
  unknown,
  PromotionBodyInput
>;
/** An empty number field is no value (a cap left out), not zero. */
const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/**
 * Creates one of Saarthi's offers. Saarthi pays every rupee of it, so the dialog says so, and
 * the limits are asked for at once: a code without a total limit is never created.
 */
export function PromotionDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const message = useFieldMessage();
  const translate = useTranslateMessage();
  const today = indiaToday();
  const form = useForm<PromotionBodyInput, unknown, PromotionBodyInput>({
    resolver,
    defaultValues: {
      code: '',
      kind: 'amount',
      validFrom: today,
      validTo: addDays(today, 30),
      firstTripOnly: false,
      perCustomer: 1,
      cities: [],
    },
  });
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const create = usePromotionWrite(createPromotion, (answer) => {
    toast.success(translate(answer));
    onClose();
  });
  const { close, refusal, onSubmit } = useDialogSubmit({
    form,
    mutation: create,
    fieldOf,
    onClose,
  });
  const kindLabel = (choice: (typeof PROMOTION_KINDS)[number]) =>
    choice === 'amount' ? t`Rupees off` : t`Percentage off the fare`;

  return (
    <Modal title={t`New offer`} onClose={close}>
      <p className="mb-4 text-muted">
        <Trans>
          Saarthi pays the discount: the company is paid its full fare and commission is taken
          before it. Customers can use the code from its first day.
        </Trans>
      </p>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={create.isPending}>
        <TextField
          label={t`Code`}
          hint={t`4 to 20 letters and digits, as customers type it: FIRST300.`}
          upperCase
          maxLength={20}
          error={message(errors.code)}
          registration={form.register('code')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t`Kind`}
            choices={PROMOTION_KINDS}
            labelOf={kindLabel}
            error={message(errors.kind)}
            registration={form.register('kind')}
          />
          <NumberField
            label={kind === 'percent' ? t`Percentage` : t`Rupees`}
            {...(kind === 'percent' ? { suffix: '%' } : { prefix: '₹' })}
            max={kind === 'percent' ? PROMOTION_LIMITS.percentMax : PROMOTION_LIMITS.amountMax}
            error={message(errors.value)}
            registration={form.register('value', { setValueAs: optionalNumber })}
          />
        </div>
        {kind === 'percent' ? (
          <NumberField
            label={t`Most rupees off (optional)`}
            prefix="₹"
            max={PROMOTION_LIMITS.amountMax}
            error={message(errors.cap)}
            registration={form.register('cap', { setValueAs: optionalNumber })}
          />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`First day`}
            type="date"
            error={message(errors.validFrom)}
            registration={form.register('validFrom')}
          />
          <TextField
            label={t`Last day`}
            type="date"
            error={message(errors.validTo)}
            registration={form.register('validTo')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label={t`Uses a customer`}
            max={PROMOTION_LIMITS.perCustomerMax}
            error={message(errors.perCustomer)}
            registration={form.register('perCustomer', { setValueAs: optionalNumber })}
          />
          <NumberField
            label={t`Uses in all`}
            max={PROMOTION_LIMITS.totalLimitMax}
            error={message(errors.totalLimit)}
            registration={form.register('totalLimit', { setValueAs: optionalNumber })}
          />
        </div>
        <CheckboxField
          label={t`A customer's first trip only`}
          registration={form.register('firstTripOnly')}
        />
        <ChoicesField
          legend={t`Cities`}
          hint={t`None chosen: cars in every city.`}
          choices={CITIES}
          labelOf={(city) => cityName(i18n, city)}
          error={message(errors.cities as Parameters<typeof message>[0])}
          registration={form.register('cities')}
        />
        <FormProblems
          errorCount={countErrors(errors)}
          submitted={form.formState.isSubmitted}
          refusal={refusal}
        />
        <DialogButtons
          className=""
          pending={create.isPending}
          onClose={close}
          submit
          confirm={<Trans>Create offer</Trans>}
        />
      </form>
    </Modal>
  );
}
