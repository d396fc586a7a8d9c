import { zodResolver } from '@hookform/resolvers/zod';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import {
  CAR_BLOCK_MAX_DAYS,
  CAR_BLOCK_REASON_MAX,
  CarBlockBodySchema,
  daysInRange,
  indiaToday,
  type CarBlock,
  type CarBlockBody,
  type CarBlockBodyInput,
} from '@shared/contracts/fleet';
import { CalendarIcon } from '../../components/icons';
import { RetryButton } from '../../components/retry-button';
import { useFormat } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { useFailureReason } from '../../components/console/failure';
import {
  refusedFields,
  Section,
  showRefusedFields,
  TextField,
  useFieldMessage,
  useRefusalText,
} from '../../components/form';
import { Alert } from '../../components/console/page-parts';
import { useAddBlock, useCarBlocks, useRemoveBlock } from './api';

type BlockField = keyof CarBlockBodyInput;
const BLOCK_FIELDS = new Set<string>(['startsOn', 'endsOn', 'reason']);
const fieldOf = (name: string) => (BLOCK_FIELDS.has(name) ? (name as BlockField) : null);

/**
 * Maintenance blocks (docs/product/marketplace.md#fleet): the days a car is at the garage, so
 * that nobody books it then. Days are India calendar days, from today on.
 */
export function BlocksPanel({ carId, readOnly }: { carId: string; readOnly: boolean }) {
  const { t } = useLingui();
  const blocks = useCarBlocks(carId);
  const today = indiaToday();

  return (
    <Section
      title={t`Maintenance blocks`}
      note={t`Block the days the car is at the garage or otherwise away, so that nobody books it then.`}
    >
      {blocks.isPending ? (
        <p role="status" className="text-sm text-muted">
          <Trans>Loading maintenance blocks…</Trans>
        </p>
      ) : blocks.isError ? (
        <div role="alert" className="space-y-3 text-sm">
          <p className="text-danger">
            <Trans>The maintenance blocks could not be loaded.</Trans>
          </p>
          <RetryButton onRetry={() => void blocks.refetch()} retrying={blocks.isRefetching} />
        </div>
      ) : blocks.data.length === 0 ? (
        <p className="text-sm text-muted">
          <Trans>No maintenance blocks.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Maintenance blocks`} className="divide-y divide-slate-100">
          {blocks.data.map((block) => (
            <BlockLine
              key={block._id}
              carId={carId}
              block={block}
              past={block.endsOn < today}
              readOnly={readOnly}
            />
          ))}
        </ul>
      )}

      {readOnly ? null : <AddBlockForm carId={carId} today={today} />}
    </Section>
  );
}

/** A calendar day (YYYY-MM-DD) as a date in the reader's language; the day is India's. */
function useDay() {
  const format = useFormat();
  // `new Date('2025-06-12')` is that day's midnight in UTC: shown in UTC, it is that same day.
  return (day: string) => format.date(day, { dateStyle: 'medium', timeZone: 'UTC' });
}

function BlockLine({
  carId,
  block,
  past,
  readOnly,
}: {
  carId: string;
  block: CarBlock;
  past: boolean;
  readOnly: boolean;
}) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const reasonOf = useFailureReason();
  const day = useDay();
  const remove = useRemoveBlock(carId);
  const from = day(block.startsOn);
  const to = day(block.endsOn);
  const days = daysInRange(block.startsOn, block.endsOn);
  const range = block.startsOn === block.endsOn ? from : t`${from} to ${to}`;

  return (
    <li
      className={`flex flex-wrap items-center justify-between gap-3 py-3 ${past ? 'opacity-60' : ''}`}
    >
      <div className="flex min-w-0 items-start gap-3">
        <CalendarIcon className="mt-0.5 shrink-0 text-lg text-brand-600" />
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {range}{' '}
            <span className="font-normal text-muted">
              (<Plural value={days} one="# day" other="# days" />)
            </span>
            {past ? (
              <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-muted">
                <Trans>Past</Trans>
              </span>
            ) : null}
          </p>
          {/* The partner's own words, as written. */}
          {block.reason ? <p className="break-words text-sm text-muted">{block.reason}</p> : null}
        </div>
      </div>
      {readOnly ? null : (
        <button
          type="button"
          className="btn-ghost px-4 py-2 text-danger hover:bg-red-50"
          disabled={remove.isPending}
          aria-label={t`Remove the block ${range}`}
          onClick={() =>
            remove.mutate(block._id, {
              onSuccess: (answer) => toast.success(translate(answer)),
            })
          }
        >
          {remove.isPending ? <Trans>Removing…</Trans> : <Trans>Remove</Trans>}
        </button>
      )}
      {/* Beside the block it is about (offline, say), not in a toast that goes by. */}
      {remove.error ? (
        <div className="w-full">
          <Alert>{reasonOf(remove.error)}</Alert>
        </div>
      ) : null}
    </li>
  );
}

function AddBlockForm({ carId, today }: { carId: string; today: string }) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const form = useForm<CarBlockBodyInput, unknown, CarBlockBody>({
    resolver: zodResolver(CarBlockBodySchema),
    defaultValues: { startsOn: '', endsOn: '', reason: '' },
  });
  const {
    register: field,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;
  const add = useAddBlock(carId, {
    onRefused: (error) => showRefusedFields(refusedFields(error, fieldOf), setError),
  });
  const onSubmit = handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => {
        reset();
        toast.success(t`Maintenance block added.`);
      },
    }),
  );
  // A refusal the fields already show is not repeated above the button.
  const refusal = useRefusalText(add.error, fieldOf);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t`Add a maintenance block`}
      className="mt-4 space-y-3 rounded-lg bg-surface p-4 ring-1 ring-slate-200"
    >
      <h3 className="font-semibold text-brand-900">
        <Trans>Add a maintenance block</Trans>
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t`First day`}
          type="date"
          min={today}
          error={message(errors.startsOn)}
          registration={field('startsOn')}
        />
        <TextField
          label={t`Last day`}
          type="date"
          min={today}
          hint={t`At most ${CAR_BLOCK_MAX_DAYS} days; to take a car off for good, archive it.`}
          error={message(errors.endsOn)}
          registration={field('endsOn')}
        />
      </div>
      <TextField
        label={t`Reason`}
        optional
        maxLength={CAR_BLOCK_REASON_MAX}
        placeholder={t`e.g. Servicing at the dealer`}
        error={message(errors.reason)}
        registration={field('reason')}
      />
      {refusal ? <Alert>{refusal}</Alert> : null}
      <button type="submit" className="btn-outline w-full sm:w-auto" disabled={add.isPending}>
        {add.isPending ? <Trans>Adding…</Trans> : <Trans>Add block</Trans>}
      </button>
    </form>
  );
}
