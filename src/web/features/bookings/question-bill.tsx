import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import type { Booking } from '@shared/contracts/bookings';
import {
  DISPUTE_LIMITS,
  DisputeBodySchema,
  type DisputeBody,
  type DisputeBodyInput,
} from '@shared/contracts/disputes';
import {
  DialogButtons,
  refusedFields,
  SelectField,
  showRefusedFields,
  TextField,
  useRefusalText,
} from '../../components/form';
import { Modal } from '../../components/modal';
import { useFormat } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { useQuestionBill } from './api';
import { TRIP_MESSAGES } from './trip-messages';

const FIELDS = ['lineCode', 'reason'] as const;
type QuestionField = (typeof FIELDS)[number];
const fieldOf = (name: string) =>
  (FIELDS as readonly string[]).includes(name) ? (name as QuestionField) : null;

/**
 * "Question a line": for 48 hours after the trip's end, the customer asks Saarthi's team about
 * one line of the bill, saying what is wrong; the answer shows under the bill.
 */
export function QuestionBill({ trip }: { trip: Booking }) {
  const format = useFormat();
  const [asking, setAsking] = useState(false);
  // When the page was opened: a page left open past the 48 hours is refused by the server.
  const [now] = useState(() => Date.now());
  const until = trip.disputableUntil;
  if (!trip.bill || !until || Date.parse(until) <= now) return null;
  const by = format.date(until, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
      <p className="text-sm text-muted">
        <Trans>Something wrong on the bill? Ask Saarthi's team until {by}.</Trans>
      </p>
      <button type="button" className="btn-outline" onClick={() => setAsking(true)}>
        <Trans>Question a line</Trans>
      </button>
      {asking ? <QuestionDialog trip={trip} onClose={() => setAsking(false)} /> : null}
    </div>
  );
}

function QuestionDialog({ trip, onClose }: { trip: Booking; onClose: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const translate = useTranslateMessage(TRIP_MESSAGES);
  // The form's own rule speaks the bookings' words, which the trip page's tables carry.
  const message = (error: { message?: string } | undefined) =>
    error?.message ? translate(error.message) : undefined;
  const question = useQuestionBill(trip._id);
  const refusal = useRefusalText(question.error, fieldOf);
  const lines = (trip.bill?.lines ?? []).filter((line) => line.code !== 'gst' && line.amount > 0);
  const form = useForm<DisputeBodyInput, unknown, DisputeBody>({
    resolver: zodResolver(DisputeBodySchema),
    defaultValues: { lineCode: lines[0]?.code ?? 'distance', reason: '' },
  });
  const {
    register: field,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const close = () => {
    question.abandon();
    onClose();
  };
  const onSubmit = handleSubmit((body) =>
    question.mutate(body, {
      onSuccess: (answer) => {
        toast.success(translate(answer));
        onClose();
      },
      onError: (error) => showRefusedFields(refusedFields(error, fieldOf), setError),
    }),
  );
  const labelOf = (code: string) => {
    const line = lines.find((one) => one.code === code);
    return line ? `${line.label} (${format.rupees(line.amount)})` : code;
  };
  return (
    <Modal title={t`Question a line of the bill`} onClose={close}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="text-sm text-ink">
          <Trans>
            Saarthi's team looks into it with the travel company and answers here, on your trip.
          </Trans>
        </p>
        <SelectField
          label={t`Line`}
          choices={lines.map((line) => line.code)}
          labelOf={labelOf}
          error={message(errors.lineCode)}
          registration={field('lineCode')}
        />
        <TextField
          label={t`What is wrong with it?`}
          multiline
          rows={4}
          maxLength={DISPUTE_LIMITS.reasonMax}
          error={message(errors.reason)}
          registration={field('reason')}
        />
        {refusal ? (
          <p role="alert" className="text-sm text-danger">
            {refusal}
          </p>
        ) : null}
        <DialogButtons
          pending={question.isPending}
          onClose={close}
          submit
          confirm={<Trans>Send question</Trans>}
        />
      </form>
    </Modal>
  );
}
