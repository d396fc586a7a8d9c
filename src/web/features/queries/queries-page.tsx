import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { QueryListItem } from '@shared/contracts/cars';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/i18n/format';
import { CATEGORY_LABELS, cityName, labelWord } from '../../lib/i18n/labels';
import { useAuth } from '../../lib/use-auth';
import { paths } from '../../paths';
import { useCustomerQueries } from './api';
import { RetryButton } from '../../components/retry-button';
import { LoginLink } from '../../components/login-link';
import { useDocumentTitle } from '../../lib/use-document-title';

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="card mx-auto max-w-xl p-8 text-center">
      <p className="text-lg font-semibold text-brand-900">{title}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

function QueryCard({ query }: { query: QueryListItem }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const { car, travelCompany } = query;
  const carName = car.car_name;
  const date = format.date(query.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="card flex items-start gap-4 p-4 sm:items-center">
      <div className="aspect-[16/10] w-28 shrink-0 overflow-hidden rounded-xl bg-brand-50 sm:w-40">
        <ImageWithFallback
          src={car.car_image}
          alt={`${car.car_name} ${car.car_model}`}
          width={320}
          height={200}
          className="h-full w-full object-cover"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1 space-y-1.5">
          <h2 className="font-bold text-ink sm:text-lg">
            {car.car_name} <span className="font-normal text-muted">{car.car_model}</span>
          </h2>
          <div className="flex flex-wrap gap-1.5 text-xs font-medium">
            <span className="rounded-full bg-brand-50 px-2.5 py-1 uppercase tracking-wide text-brand-700">
              {labelWord(i18n, CATEGORY_LABELS[car.category])}
            </span>
            <span className="rounded-full bg-surface px-2.5 py-1 text-muted ring-1 ring-slate-200">
              {cityName(i18n, car.city)}
            </span>
          </div>
          <p className="text-sm text-ink">
            <span className="text-muted">
              <Trans>Travel company:</Trans>{' '}
            </span>
            <span className="font-semibold">{travelCompany.travelsName}</span>
          </p>
          <p className="text-sm text-muted">
            <Trans>
              Contacted on <time dateTime={query.createdAt}>{date}</time>
            </Trans>
          </p>
        </div>
        <Link
          to={paths.car(car._id)}
          className="btn-outline shrink-0 self-start px-4 py-2 sm:self-center"
        >
          <Trans>
            View car<span className="sr-only">: {carName}</span>
          </Trans>
        </Link>
      </div>
    </li>
  );
}

function QueriesContent() {
  const { t } = useLingui();
  const { isSignedIn } = useAuth();
  const { data, isPending, isError, refetch, isRefetching } = useCustomerQueries(isSignedIn);

  if (!isSignedIn) {
    return (
      <Notice title={t`Log in to see the travel companies you have contacted.`}>
        <LoginLink className="btn-primary">
          <Trans>Log in</Trans>
        </LoginLink>
      </Notice>
    );
  }
  if (isPending) {
    return (
      <div role="status" aria-live="polite" className="space-y-4">
        <p className="text-sm font-medium text-muted">
          <Trans>Loading your queries...</Trans>
        </p>
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="card h-28 animate-pulse bg-white" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert">
        <Notice title={t`Failed to load your queries.`}>
          <RetryButton onRetry={() => void refetch()} retrying={isRefetching} />
        </Notice>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <Notice title={t`You have not contacted any travel company yet.`}>
        <Link to={paths.allCars()} className="btn-primary">
          <Trans>Browse cars</Trans>
        </Link>
      </Notice>
    );
  }
  const count = data.length;
  return (
    <>
      <p className="mb-4 text-sm text-muted">
        <Plural value={count} one="# query, newest first" other="# queries, newest first" />
      </p>
      <ul className="space-y-4">
        {data.map((query) => (
          <QueryCard key={query._id} query={query} />
        ))}
      </ul>
    </>
  );
}

/** docs/product/storefront.md#reveals: /quries lists the signed-in customer's queries from GET /api/queries. */
export function QueriesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Your queries`);
  return (
    <>
      <PageHeader
        title={t`Your queries`}
        subtitle={t`The travel companies you contacted about a car, with the date you reached out.`}
      />
      <div className="container-page py-6 sm:py-8">
        <QueriesContent />
      </div>
    </>
  );
}
