import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import type { PartnerCar } from '@shared/contracts/fleet';
import type { PartnerCompany } from '@shared/contracts/partner';
import { CalendarIcon, ChevronLeftIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { isNotFound } from '../../lib/api-client';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { portalPaths } from '../portal-paths';
import { isSessionEnded } from '../api';
import { useFailureReason } from '../../components/console/failure';
import { CarIcon } from '../components/icons';
import {
  Alert,
  CouldNotLoad,
  LoadingCards,
  Notice,
  PageTitle,
} from '../../components/console/page-parts';
import { DocumentsPanel } from '../documents/documents-panel';
import { useArchiveCar, useCar } from './api';
import { BlocksPanel } from './blocks-panel';
import { CarForm } from './car-form';
import { CarStatusBadge } from './car-status';
import { FleetPageFrame } from './fleet-page-frame';

/** /partner/fleet/new and /partner/fleet/:id: one car, added or edited. */
export function CarEditorPage() {
  const { t } = useLingui();
  const { id } = useParams();
  return (
    <FleetPageFrame title={id ? t`Edit car` : t`Add a car`}>
      {(company) =>
        id ? (
          <ExistingCar id={id} company={company} />
        ) : (
          <CarEditor car={undefined} company={company} />
        )
      }
    </FleetPageFrame>
  );
}

function ExistingCar({ id, company }: { id: string; company: PartnerCompany }) {
  const { t } = useLingui();
  const car = useCar(id);
  if (car.isPending) return <LoadingCards label={t`Loading the car…`} />;
  if (car.isError) {
    if (isNotFound(car.error) && !isSessionEnded(car.error)) {
      return (
        <Notice
          icon={<CarIcon />}
          title={t`Car not found`}
          actions={
            <Link to={portalPaths.fleet} className="btn-primary">
              <Trans>Back to your fleet</Trans>
            </Link>
          }
        >
          <Trans>
            This car is not in your fleet. It may have been removed, or the link is wrong.
          </Trans>
        </Notice>
      );
    }
    return <CouldNotLoad query={car} title={t`We could not load this car`} />;
  }
  // Keyed by the car: another car's page starts from its own values.
  return <CarEditor key={car.data._id} car={car.data} company={company} />;
}

function CarEditor({ car, company }: { car: PartnerCar | undefined; company: PartnerCompany }) {
  const { t } = useLingui();
  const companySuspended = company.status === 'suspended';
  const readOnly = companySuspended || car?.status === 'archived';
  const registration = car?.registrationNumber;

  return (
    <div className="mx-auto max-w-3xl">
      <Link
        to={portalPaths.fleet}
        className="mb-3 inline-flex min-h-10 items-center gap-1 rounded-full pr-3 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ChevronLeftIcon />
        <Trans>Your fleet</Trans>
      </Link>
      <PageTitle
        title={car ? car.carName : t`Add a car`}
        subtitle={
          car ? (
            <>
              {car.carModel}
              {registration ? (
                <>
                  {' · '}
                  <span className="font-mono tracking-wide">{registration}</span>
                </>
              ) : null}
            </>
          ) : (
            t`Its details, photos and rates. You can change them at any time.`
          )
        }
      >
        {car ? (
          <div className="flex flex-wrap items-center gap-2">
            <CarStatusBadge status={car.status} />
            <Link to={portalPaths.carCalendar(car._id)} className="btn-outline">
              <CalendarIcon aria-hidden="true" />
              <Trans>Bookings calendar</Trans>
            </Link>
          </div>
        ) : null}
      </PageTitle>

      <div className="space-y-5">
        <CarForm car={car} company={company} readOnly={readOnly} />

        {car ? (
          <>
            <BlocksPanel carId={car._id} readOnly={readOnly} />
            {/*
              The car's documents (RC, permit, fitness, insurance, PUC): the documents area's own
              panel (partner/documents/documents-panel.tsx), with their status and expiry.
            */}
            <DocumentsPanel subject="car" carId={car._id} />
            {readOnly ? null : <ArchiveSection car={car} />}
          </>
        ) : (
          <p className="card p-4 text-sm text-muted sm:p-6">
            <Trans>
              Once the car is added, its maintenance blocks and documents (RC, permit, fitness,
              insurance, PUC) are managed here.
            </Trans>
          </p>
        )}
      </div>
    </div>
  );
}

/** Archiving is for good: asked once more in a dialog that says what it means. */
function ArchiveSection({ car }: { car: PartnerCar }) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const reasonOf = useFailureReason();
  const navigate = useNavigate();
  const archive = useArchiveCar(car._id);
  const [asking, setAsking] = useState(false);
  const name = car.carName;

  function confirm() {
    archive.mutate(undefined, {
      onSuccess: (answer) => {
        setAsking(false);
        toast.success(translate(answer));
        navigate(portalPaths.fleet);
      },
    });
  }
  // Keeping the car stops an archive still on its way: it is never sent, or answered, later.
  const keep = () => {
    archive.abandon();
    setAsking(false);
  };

  return (
    <section className="card border border-red-100 p-4 sm:p-6">
      <h2 className="text-lg font-bold text-brand-900">
        <Trans>Take this car out of your fleet</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted">
        <Trans>
          Sold it, or no longer running it? Archive it: customers stop seeing it, and it stays in
          your records for its past bookings and reviews.
        </Trans>
      </p>
      <button
        type="button"
        className="btn mt-4 w-full border border-danger text-danger hover:bg-red-50 sm:w-auto"
        onClick={() => setAsking(true)}
      >
        <Trans>Archive car</Trans>
      </button>
      {asking ? (
        <Modal title={t`Archive ${name}?`} onClose={keep}>
          <div className="space-y-3 text-sm text-ink">
            <p>
              <Trans>
                The car leaves your fleet for good: customers no longer see it and it can no longer
                be changed or sent for review. Its past bookings and reviews are kept, and its
                registration number can be listed again.
              </Trans>
            </p>
            {archive.error ? <Alert>{reasonOf(archive.error)}</Alert> : null}
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className="btn-ghost" onClick={keep}>
              <Trans>Keep the car</Trans>
            </button>
            <button
              type="button"
              className="btn bg-danger text-white hover:bg-red-800"
              onClick={confirm}
              disabled={archive.isPending}
            >
              {archive.isPending ? <Trans>Archiving…</Trans> : <Trans>Archive car</Trans>}
            </button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
