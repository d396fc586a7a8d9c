import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type Ref } from 'react';
import { toast } from '../../lib/toast';
import type { PartnerDriver } from '@shared/contracts/fleet';
import type { PartnerCompany } from '@shared/contracts/partner';
import { UserIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { CompanyPageFrame } from '../components/company-page-frame';
import { useFailureReason } from '../../components/console/failure';
import { FilterButtons } from '../../components/console/filter-buttons';
import { SteeringIcon } from '../components/icons';
import { ListSkeleton } from '../../components/console/list-parts';
import {
  Alert,
  CouldNotLoad,
  Notice,
  PageTitle,
  SuspendedNote,
} from '../../components/console/page-parts';
import { useArchiveDriver, useDrivers, type DriverListStatus } from './api';
import { DriverCard, licenceState } from './driver-card';
import { DriverForm } from './driver-form';

/** /partner/drivers: the company's drivers, added, edited and archived here. */
export function DriversPage() {
  const { t } = useLingui();
  return (
    <CompanyPageFrame
      title={t`Drivers`}
      loadingLabel={t`Loading your drivers…`}
      noCompany={
        <Trans>Register your travel company first; then add the drivers who drive its cars.</Trans>
      }
    >
      {(company) => <Drivers company={company} />}
    </CompanyPageFrame>
  );
}

type Editing = { mode: 'add' } | { mode: 'edit'; driver: PartnerDriver };

function Drivers({ company }: { company: PartnerCompany }) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const [show, setShow] = useState<DriverListStatus>('active');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [archiving, setArchiving] = useState<PartnerDriver | null>(null);
  // The button that opened the form gets focus back when it closes (keyboard and screen readers).
  const opener = useRef<HTMLElement | null>(null);
  const listSwitch = useRef<HTMLDivElement>(null);
  const drivers = useDrivers(show);
  const suspended = company.status === 'suspended';

  function openForm(next: Editing) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(next);
  }
  function closeForm() {
    setEditing(null);
    const back = opener.current;
    // After the form has gone, so the button is in the page again (an edit's card is).
    requestAnimationFrame(() => {
      if (back?.isConnected) back.focus();
    });
  }

  return (
    <>
      <PageTitle
        title={t`Drivers`}
        subtitle={t`The drivers who drive your cars. Customers see their name, photo, languages and experience.`}
      >
        {suspended ? null : (
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              setShow('active');
              openForm({ mode: 'add' });
            }}
          >
            <UserIcon aria-hidden="true" />
            <Trans>Add driver</Trans>
          </button>
        )}
      </PageTitle>

      <div className="space-y-5">
        {suspended ? (
          <SuspendedNote>
            <Trans>
              Your company is suspended: you can see your drivers, but not change them until Saarthi
              restores your company.
            </Trans>
          </SuspendedNote>
        ) : null}

        {editing ? (
          <DriverForm
            key={editing.mode === 'edit' ? editing.driver._id : 'new'}
            driver={editing.mode === 'edit' ? editing.driver : undefined}
            onCancel={closeForm}
            onSaved={(_driver, said) => {
              toast.success(translate(said));
              closeForm();
            }}
          />
        ) : null}

        <ListSwitch ref={listSwitch} show={show} onShow={setShow} />

        <DriverList
          show={show}
          drivers={drivers}
          readOnly={suspended}
          // While the form is open, the empty list does not offer a second way to it.
          onAdd={editing ? undefined : () => openForm({ mode: 'add' })}
          onEdit={(driver) => openForm({ mode: 'edit', driver })}
          onArchive={setArchiving}
        />
      </div>

      {archiving ? (
        <ArchiveDialog
          driver={archiving}
          onClose={() => setArchiving(null)}
          onArchived={() => {
            setArchiving(null);
            // The archived driver's card, whose button opened the dialog, is gone: focus goes to
            // the list's switch above the cards rather than to the top of the page.
            requestAnimationFrame(() =>
              listSwitch.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus(),
            );
            // The driver's card is gone: its form, if open, is about a driver no longer listed.
            if (editing?.mode === 'edit' && editing.driver._id === archiving._id) setEditing(null);
          }}
        />
      ) : null}
    </>
  );
}

/** Active or archived drivers: two buttons, the pressed one is the list shown. */
function ListSwitch({
  ref,
  show,
  onShow,
}: {
  ref: Ref<HTMLDivElement>;
  show: DriverListStatus;
  onShow: (show: DriverListStatus) => void;
}) {
  const { t } = useLingui();
  const options: { value: DriverListStatus; label: string }[] = [
    { value: 'active', label: t`Active` },
    { value: 'archived', label: t`Archived` },
  ];
  return (
    <FilterButtons
      ref={ref}
      label={t`Which drivers to show`}
      options={options}
      value={show}
      onChange={onShow}
    />
  );
}

function DriverList({
  show,
  drivers,
  readOnly,
  onAdd,
  onEdit,
  onArchive,
}: {
  show: DriverListStatus;
  drivers: ReturnType<typeof useDrivers>;
  readOnly: boolean;
  onAdd: (() => void) | undefined;
  onEdit: (driver: PartnerDriver) => void;
  onArchive: (driver: PartnerDriver) => void;
}) {
  const { t } = useLingui();

  if (drivers.isPending) {
    return <ListSkeleton label={<Trans>Loading your drivers…</Trans>} cardHeight="h-36" />;
  }
  // Failed before any list came; a failed refresh keeps the list already shown.
  if (!drivers.data) {
    return <CouldNotLoad query={drivers} title={t`We could not load your drivers`} />;
  }

  const list = drivers.data;
  if (list.length === 0) {
    return show === 'archived' ? (
      <Notice icon={<SteeringIcon />} title={t`No archived drivers`}>
        <Trans>Drivers you archive are kept here, with the bookings they drove.</Trans>
      </Notice>
    ) : (
      <Notice
        icon={<SteeringIcon />}
        title={t`No drivers yet`}
        actions={
          readOnly || !onAdd ? null : (
            <button type="button" className="btn-primary" onClick={onAdd}>
              <Trans>Add your first driver</Trans>
            </button>
          )
        }
      >
        <Trans>
          Add the drivers who drive your cars: customers book a car with its driver, and see who
          will drive them.
        </Trans>
      </Notice>
    );
  }

  const needRenewal =
    show === 'active'
      ? list.filter((driver) => licenceState(driver.licenceExpiresOn).kind !== 'valid').length
      : 0;

  return (
    <div className="space-y-3">
      {needRenewal > 0 ? (
        <p className="rounded-lg border border-accent-400 bg-accent-300/20 px-4 py-3 text-sm font-medium text-accent-700">
          <Plural
            value={needRenewal}
            one="One driver's licence has expired or expires within 30 days: once it is renewed, enter the new date."
            other="# drivers' licences have expired or expire within 30 days: once renewed, enter the new dates."
          />
        </p>
      ) : null}
      <ul className="space-y-3" aria-label={show === 'active' ? t`Drivers` : t`Archived drivers`}>
        {list.map((driver) => (
          <li key={driver._id}>
            <DriverCard
              driver={driver}
              readOnly={readOnly || driver.archived}
              onEdit={() => onEdit(driver)}
              onArchive={() => onArchive(driver)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Archiving asks first: the driver leaves the list and any car it drives by default. */
function ArchiveDialog({
  driver,
  onClose,
  onArchived,
}: {
  driver: PartnerDriver;
  onClose: () => void;
  onArchived: () => void;
}) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const reasonOf = useFailureReason();
  const archive = useArchiveDriver({
    onArchived: (_driver, said) => {
      toast.success(translate(said));
      onArchived();
    },
  });
  const name = driver.name;
  const error = archive.error;
  // Keeping the driver stops an archive still on its way: it is never sent, or answered, later.
  const keep = () => {
    archive.abandon();
    onClose();
  };
  return (
    <Modal title={t`Archive ${name}?`} onClose={keep}>
      <div className="space-y-3 text-sm text-ink">
        <p>
          <Trans>
            {name} leaves your list of drivers, and any car that has {name} as its default driver
            will have none. Archived drivers are kept under “Archived” and cannot be changed.
          </Trans>
        </p>
        {error ? <Alert>{reasonOf(error)}</Alert> : null}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-ghost" onClick={keep} data-autofocus>
          <Trans>Keep driver</Trans>
        </button>
        <button
          type="button"
          className="btn bg-danger text-white hover:bg-red-800"
          disabled={archive.isPending}
          onClick={() => archive.mutate(driver)}
        >
          {archive.isPending ? <Trans>Archiving…</Trans> : <Trans>Archive driver</Trans>}
        </button>
      </div>
    </Modal>
  );
}
