import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Promotion } from '@shared/contracts/promotions-admin';
import { indiaToday } from '@shared/india-time';
import { DeskTable } from '../../components/console/desk-table';
import { ListSkeleton } from '../../components/console/list-parts';
import { useFailureReason } from '../../components/console/failure';
import { Alert, CouldNotLoad, Notice, PageTitle } from '../../components/console/page-parts';
import { DialogButtons } from '../../components/form';
import { Modal } from '../../components/modal';
import { useOfferTerms } from '../../components/offer-terms';
import { useFormat } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OfferIcon } from '../components/icons';
import { OpsLayout } from '../layout/ops-layout';
import { endPromotion, usePromotions, usePromotionWrite } from './api';
import { PromotionDialog } from './promotion-dialog';

/**
 * /ops/offers (docs/product/trips-and-money.md#offers): Saarthi's promotion codes, how often each
 * is held and used and what it cost, a new one, and ending one early.
 */
export function PromotionsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Offers`);
  const [creating, setCreating] = useState(false);
  return (
    <OpsLayout>
      <PageTitle
        title={t`Offers`}
        subtitle={t`Codes customers type in the booking form. Saarthi pays each discount when the trip completes; a cancelled booking gives its use back.`}
      >
        <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
          <Trans>New offer</Trans>
        </button>
      </PageTitle>
      <PromotionList />
      {creating ? <PromotionDialog onClose={() => setCreating(false)} /> : null}
    </OpsLayout>
  );
}

/** Whether an offer runs today, has not begun, ran out or is over. */
function useStanding() {
  const { t } = useLingui();
  const today = indiaToday();
  return (promotion: Promotion): { label: string; running: boolean } => {
    if (promotion.endedAt) return { label: t`Ended`, running: false };
    if (promotion.validTo < today) return { label: t`Over`, running: false };
    if (promotion.reserved + promotion.used >= promotion.totalLimit)
      return { label: t`Used up`, running: false };
    if (promotion.validFrom > today) return { label: t`Not begun`, running: true };
    return { label: t`Running`, running: true };
  };
}

function PromotionList() {
  const { t } = useLingui();
  const promotions = usePromotions();
  const [ending, setEnding] = useState<Promotion | null>(null);
  if (promotions.isPending)
    return <ListSkeleton label={<Trans>Loading the offers…</Trans>} cardHeight="h-24" />;
  if (promotions.isError && !promotions.data)
    return <CouldNotLoad query={promotions} title={t`We could not load the offers`} />;
  const all = promotions.data.promotions;
  if (all.length === 0)
    return (
      <Notice icon={<OfferIcon />} title={t`No offers yet`}>
        <Trans>
          Create one with New offer: customers see it on the home page from its first day.
        </Trans>
      </Notice>
    );
  return (
    <div aria-busy={promotions.isFetching}>
      <PromotionTable promotions={all} onEnd={setEnding} />
      <PromotionCards promotions={all} onEnd={setEnding} />
      {ending ? <EndDialog promotion={ending} onClose={() => setEnding(null)} /> : null}
    </div>
  );
}

interface RowsProps {
  promotions: Promotion[];
  onEnd: (promotion: Promotion) => void;
}

function Uses({ promotion }: { promotion: Promotion }) {
  const format = useFormat();
  const used = format.number(promotion.used);
  const held = format.number(promotion.reserved);
  const limit = format.number(promotion.totalLimit);
  return (
    <Trans>
      {used} used, {held} held, of {limit}
    </Trans>
  );
}

function Spent({ amount }: { amount: number }) {
  const spent = useFormat().rupees(amount);
  return <Trans>Paid by Saarthi: {spent}</Trans>;
}

function EndButton({ promotion, onEnd }: { promotion: Promotion; onEnd: RowsProps['onEnd'] }) {
  const { t } = useLingui();
  const standing = useStanding()(promotion);
  if (!standing.running) return <span className="text-muted">{standing.label}</span>;
  const code = promotion.code;
  return (
    <span className="inline-flex items-center gap-2">
      <span className="font-semibold text-success">{standing.label}</span>
      <button
        type="button"
        className="rounded px-2 py-1 text-xs font-semibold text-danger underline underline-offset-2 hover:bg-red-50"
        aria-label={t`End the offer ${code}`}
        onClick={() => onEnd(promotion)}
      >
        <Trans>End</Trans>
      </button>
    </span>
  );
}

function PromotionTable({ promotions, onEnd }: RowsProps) {
  const { t } = useLingui();
  const format = useFormat();
  const terms = useOfferTerms();
  return (
    <DeskTable
      caption={t`Offers, newest first`}
      columns={[
        { label: t`Code` },
        { label: t`Terms` },
        { label: t`Uses` },
        { label: t`Paid by Saarthi`, end: true },
        { label: t`Standing` },
      ]}
    >
      {promotions.map((promotion) => (
        <tr key={promotion._id}>
          <td className="px-4 py-3 font-mono font-semibold text-brand-900">{promotion.code}</td>
          <td className="px-4 py-3">
            <p className="font-semibold">{terms.worth(promotion)}</p>
            <p className="text-xs text-muted">{terms.conditions(promotion).join(' · ')}</p>
          </td>
          <td className="px-4 py-3">
            <Uses promotion={promotion} />
          </td>
          <td className="px-4 py-3 text-right tabular-nums">{format.rupees(promotion.spent)}</td>
          <td className="px-4 py-3">
            <EndButton promotion={promotion} onEnd={onEnd} />
          </td>
        </tr>
      ))}
    </DeskTable>
  );
}

/** The same offers as cards, for phones. */
function PromotionCards({ promotions, onEnd }: RowsProps) {
  const { t } = useLingui();
  const terms = useOfferTerms();
  return (
    <ul className="space-y-3 md:hidden" aria-label={t`Offers, newest first`}>
      {promotions.map((promotion) => (
        <li key={promotion._id} className="card space-y-2 p-4">
          <div className="flex items-baseline justify-between gap-3">
            <p className="font-mono font-semibold text-brand-900">{promotion.code}</p>
            <EndButton promotion={promotion} onEnd={onEnd} />
          </div>
          <p className="font-semibold">{terms.worth(promotion)}</p>
          <p className="text-xs text-muted">{terms.conditions(promotion).join(' · ')}</p>
          <p className="text-sm">
            <Uses promotion={promotion} />
            {' · '}
            <Spent amount={promotion.spent} />
          </p>
        </li>
      ))}
    </ul>
  );
}

function EndDialog({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const reasonOf = useFailureReason();
  const end = usePromotionWrite(
    (_: void, signal) => endPromotion(promotion._id, signal),
    (answer) => {
      toast.success(translate(answer));
      onClose();
    },
  );
  const close = () => {
    end.abandon();
    onClose();
  };
  const code = promotion.code;
  return (
    <Modal title={t`End the offer ${code}?`} onClose={close}>
      <p className="text-sm text-ink">
        <Trans>
          No new booking can use it from now on. Bookings holding it keep it, and Saarthi pays them
          when their trips complete.
        </Trans>
      </p>
      {end.error ? (
        <div className="mt-3">
          <Alert>{reasonOf(end.error)}</Alert>
        </div>
      ) : null}
      <DialogButtons
        pending={end.isPending}
        onClose={close}
        onConfirm={() => end.mutate()}
        confirmClass="btn bg-danger text-white hover:bg-red-700"
        confirm={<Trans>End offer</Trans>}
      />
    </Modal>
  );
}
