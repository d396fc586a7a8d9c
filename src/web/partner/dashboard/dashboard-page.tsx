import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PartnerCompany } from '@shared/contracts/partner';
import { MailIcon, MessageIcon, PhoneIcon } from '../../components/icons';
import { useFormat } from '../../lib/i18n/format';
import { cityName } from '../../lib/i18n/labels';
import { useDocumentTitle } from '../../lib/use-document-title';
import { portalPaths } from '../portal-paths';
import { useCompany } from '../api';
import { PartnerLayout } from '../layout/partner-layout';
import { BuildingIcon } from '../components/icons';
import { companyNotReady, Notice, PageTitle } from '../../components/console/page-parts';
import { StatusCard } from '../components/status-card';
import { DocumentsAlert } from '../documents/documents-alert';
import { ExpiringRequests } from '../bookings/expiring-requests';
import { LastThirtyDays } from './last-30-days';

/** /partner: the company's status first, then its last 30 days, then what customers see of it. */
export function DashboardPage() {
  return (
    <PartnerLayout>
      <DashboardContent />
    </PartnerLayout>
  );
}

function DashboardContent() {
  const { t } = useLingui();
  useDocumentTitle(t`Partner dashboard`);
  const company = useCompany();

  if (!company.isSuccess) return companyNotReady(company, t`Loading your company…`);
  if (company.data === null) return <RegisterInvite />;
  return <Dashboard company={company.data} />;
}

function RegisterInvite() {
  const { t } = useLingui();
  return (
    <Notice
      icon={<BuildingIcon />}
      title={t`Register your travel company`}
      actions={
        <Link to={portalPaths.join} className="btn-primary">
          <Trans>Register your company</Trans>
        </Link>
      }
    >
      <Trans>
        Rent out your cars with your drivers to customers across Andhra Pradesh and Telangana. It
        takes a few minutes; Saarthi verifies your company before customers see it.
      </Trans>
    </Notice>
  );
}

function Dashboard({ company }: { company: PartnerCompany }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const city = cityName(i18n, company.city);
  const registered = format.date(company.createdAt, { dateStyle: 'medium' });
  const suspended = company.status === 'suspended';
  const minimumKm = format.number(company.outstationMinKmPerDay);
  return (
    <>
      <PageTitle
        title={company.travelsName}
        subtitle={
          <Trans>
            {city} · registered on <time dateTime={company.createdAt}>{registered}</time>
          </Trans>
        }
      >
        <Link to={portalPaths.earnings} className="btn-outline">
          <Trans>Earnings</Trans>
        </Link>
        <Link to={portalPaths.company} className="btn-outline">
          {suspended ? <Trans>View company profile</Trans> : <Trans>Edit company profile</Trans>}
        </Link>
      </PageTitle>

      <div className="space-y-5">
        <StatusCard company={company} />
        <ExpiringRequests />
        <DocumentsAlert />

        <LastThirtyDays />

        <div className="grid gap-5 md:grid-cols-2">
          <SummaryCard title={<Trans>Contact for customers</Trans>}>
            <ul className="space-y-2.5 text-sm">
              <ContactLine icon={<PhoneIcon />} label={t`Phone`} value={company.phone} />
              <ContactLine icon={<MessageIcon />} label={t`WhatsApp`} value={company.whatsapp} />
              <ContactLine icon={<MailIcon />} label={t`Email`} value={company.email} />
            </ul>
          </SummaryCard>

          <SummaryCard title={<Trans>Default charges</Trans>}>
            <dl className="space-y-2.5 text-sm">
              <Figure label={<Trans>Driver allowance per day</Trans>}>
                {format.rupees(company.driverAllowancePerDay)}
              </Figure>
              <Figure label={<Trans>Night charge per night</Trans>}>
                {format.rupees(company.nightChargePerNight)}
              </Figure>
              <Figure label={<Trans>Outstation minimum per day</Trans>}>
                <Trans>{minimumKm} km</Trans>
              </Figure>
            </dl>
          </SummaryCard>

          <SummaryCard title={<Trans>Cities you serve</Trans>}>
            <ul className="flex flex-wrap gap-2">
              {company.citiesServed.map((served) => (
                <li
                  key={served}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700"
                >
                  {cityName(i18n, served)}
                </li>
              ))}
            </ul>
          </SummaryCard>

          <SummaryCard title={<Trans>Tax details</Trans>}>
            <dl className="space-y-2.5 text-sm">
              <Figure label={<Trans>GSTIN</Trans>}>
                <span className="font-mono tracking-wide">{company.gstin}</span>
              </Figure>
              <Figure label={<Trans>PAN</Trans>}>
                <span className="font-mono tracking-wide">{company.pan}</span>
              </Figure>
            </dl>
          </SummaryCard>
        </div>
      </div>
    </>
  );
}

function SummaryCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="card p-5 sm:p-6">
      <h2 className="mb-3 text-base font-bold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}

function ContactLine({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  // WhatsApp and e-mail are optional: a line for each one given.
  if (!value) return null;
  return (
    <li className="flex items-center gap-3">
      <span className="sr-only">{label}:</span>
      <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600">
        {icon}
      </span>
      <span className="min-w-0 break-words font-medium text-ink">{value}</span>
    </li>
  );
}

function Figure({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-slate-100 pb-2 last:border-0 last:pb-0">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-semibold text-ink">{children}</dd>
    </div>
  );
}
