import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { type PartnerDriver } from '@shared/contracts/fleet';
import { indiaToday } from '@shared/india-time';
import { ChevronDownIcon, IdCardIcon } from '../../components/icons';
import { useFormat } from '../../lib/i18n/format';
import { AlertIcon, DocumentIcon } from '../components/icons';
import { DocumentsPanel } from '../documents/documents-panel';
import { DriverAvatar } from './driver-avatar';
import { DRIVER_LANGUAGE_LABELS, isDriverLanguage } from '../../lib/i18n/driver-languages';

/** docs/product/marketplace.md#partner-portal: what expires within 30 days is shown to the partner. */
export const LICENCE_WARNING_DAYS = 30;

export type LicenceState =
  | { kind: 'valid'; days: number }
  | { kind: 'expiring'; days: number }
  | { kind: 'expired'; days: number };

/** Whole India calendar days from today to the expiry date, and what that means. */
export function licenceState(expiresOn: string, today: string = indiaToday()): LicenceState {
  const days = Math.round((Date.parse(expiresOn) - Date.parse(today)) / 86_400_000);
  if (Number.isNaN(days) || days < 0) return { kind: 'expired', days };
  if (days <= LICENCE_WARNING_DAYS) return { kind: 'expiring', days };
  return { kind: 'valid', days };
}

/** One driver: who they are, their licence (masked) and when it runs out, and what to do. */
export function DriverCard({
  driver,
  readOnly,
  onEdit,
  onArchive,
}: {
  driver: PartnerDriver;
  readOnly: boolean;
  onEdit: () => void;
  onArchive: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const titleId = useId();
  const { name, age, experienceYears, licence } = driver;
  const languages = driver.languages.map((language) =>
    isDriverLanguage(language) ? i18n._(DRIVER_LANGUAGE_LABELS[language]) : language,
  );
  const expiry = licenceState(driver.licenceExpiresOn);
  const expiresOn = format.date(driver.licenceExpiresOn, { dateStyle: 'medium' });

  return (
    <article
      aria-labelledby={titleId}
      className={`card p-4 sm:p-5 ${expiry.kind !== 'valid' && !driver.archived ? 'border-l-4 border-accent-400' : ''}`}
    >
      <div className="flex items-start gap-3 sm:gap-4">
        <DriverAvatar name={name} photo={driver.photo} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={titleId} className="break-words text-base font-bold text-brand-900">
              {name}
            </h3>
            {driver.archived ? (
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                <Trans>Archived</Trans>
              </span>
            ) : driver.status === 'pending' ? (
              <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
                <Trans>Waiting for Saarthi's check</Trans>
              </span>
            ) : driver.status === 'rejected' ? (
              <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-danger">
                <Trans>Not passed by Saarthi</Trans>
              </span>
            ) : (
              <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
                <Trans>Verified</Trans>
              </span>
            )}
          </div>
          <p className="mt-0.5 text-sm text-muted">
            <Trans>
              {age} years old ·{' '}
              <Plural
                value={experienceYears}
                _0="new driver"
                one="# year driving"
                other="# years driving"
              />
            </Trans>
          </p>
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t`Languages`}>
            {languages.map((language) => (
              <li
                key={language}
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700"
              >
                {language}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
        <div className="flex items-center gap-2">
          <IdCardIcon className="shrink-0 text-base text-muted" aria-hidden="true" />
          <dt className="text-muted">
            <Trans>Licence</Trans>
          </dt>
          <dd className="font-mono font-semibold tracking-wide text-ink">{licence}</dd>
        </div>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <dt className="text-muted">
            <Trans>Valid until</Trans>
          </dt>
          <dd className="font-semibold text-ink">
            <time dateTime={driver.licenceExpiresOn}>{expiresOn}</time>
          </dd>
        </div>
      </dl>
      {driver.archived ? null : <LicenceWarning state={expiry} />}
      {!driver.archived && driver.status === 'rejected' ? (
        <RejectionNote reason={driver.statusReason} />
      ) : null}

      {readOnly ? null : (
        <div className="mt-4 flex flex-wrap gap-2">
          {/* Named with the driver, so a list of "Edit" buttons tells them apart when read out. */}
          <button
            type="button"
            className="btn-outline"
            onClick={onEdit}
            aria-label={t`Edit ${name}`}
          >
            <Trans>Edit</Trans>
          </button>
          <button
            type="button"
            className="btn-ghost text-danger hover:bg-red-50"
            onClick={onArchive}
            aria-label={t`Archive ${name}`}
          >
            <Trans>Archive</Trans>
          </button>
        </div>
      )}

      {driver.archived ? null : <DriverDocuments driverId={driver._id} name={name} />}
    </article>
  );
}

function LicenceWarning({ state }: { state: LicenceState }) {
  if (state.kind === 'valid') return null;
  const expired = state.kind === 'expired';
  return (
    <p
      className={`mt-3 flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-medium ${
        expired ? 'bg-red-50 text-danger' : 'bg-accent-300/25 text-accent-700'
      }`}
    >
      <AlertIcon className="mt-0.5 shrink-0 text-base" aria-hidden="true" />
      <span>
        {expired ? (
          <Trans>Licence expired: this driver should not drive until it is renewed.</Trans>
        ) : (
          <Plural
            value={state.days}
            _0="Licence expires today: renew it and enter the new date."
            one="Licence expires tomorrow: renew it and enter the new date."
            other="Licence expires in # days: renew it and enter the new date."
          />
        )}
      </span>
    </p>
  );
}

/**
 * The driver's papers (driving licence, police verification) go here: DocumentsPanel lists them
 * with their status and takes uploads. Opened on demand, so a list of drivers does not ask for
 * every driver's documents at once.
 */
function DriverDocuments({ driverId, name }: { driverId: string; name: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        aria-label={t`Documents of ${name}`}
        className="flex w-full items-center justify-between gap-2 rounded-lg py-1 text-left text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <span className="flex items-center gap-2">
          <DocumentIcon className="text-base" aria-hidden="true" />
          <Trans>Documents</Trans>
        </span>
        <ChevronDownIcon
          className={`text-base transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      <div id={panelId} hidden={!open} className="pt-3">
        {open ? <DocumentsPanel subject="driver" driverId={driverId} /> : null}
      </div>
    </div>
  );
}

/** Why Saarthi's check turned the driver down, and how to ask again. */
function RejectionNote({ reason }: { reason: string }) {
  return (
    <div className="mt-3 space-y-1 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-ink">
      {/* The reason as the operator wrote it, apart from our words, whatever its punctuation. */}
      <p>
        <span className="font-semibold">
          <Trans>Saarthi's reason:</Trans>
        </span>{' '}
        {reason}
      </p>
      <p>
        <Trans>
          Correct the driver's details and save them to ask for a new check; until then the driver
          cannot be given a booking.
        </Trans>
      </p>
    </div>
  );
}
