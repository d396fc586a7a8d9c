import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { ListSkeleton, LoadMore } from '../../components/console/list-parts';
import { CouldNotLoad, PageTitle } from '../../components/console/page-parts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DownloadCsvButton } from '../../components/console/download-csv';
import { OpsLayout } from '../layout/ops-layout';
import { filtersFrom, searchOf, useAuditLog, type AuditFilters } from './api';

import { NO_FILTERS, isFiltered } from './audit-filters';
import { FilterForm, ScopeNote } from './audit-filter-form';
import { EntryCard } from './audit-entry';

/**
 * /ops/audit: every change operators and partners made (docs/product/marketplace.md#operator-console: audit
 * log), newest first, searchable and filtered by who, what and when; the filters live in the
 * address, so a search can be shared or come back to. Each entry opens to what it changed.
 */
export function AuditPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Audit log`);
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const apply = (next: AuditFilters) => setParams(searchOf(next));

  return (
    <OpsLayout>
      <PageTitle
        title={t`Audit log`}
        subtitle={
          <Trans>
            Every change operators and partners made: who, when, to what, and why. Times are India
            time.
          </Trans>
        }
      >
        <DownloadCsvButton path="/api/admin/audit.csv" query={searchOf(filters)} />
      </PageTitle>
      {/* Remounted when the address changes (back, a link), so the form shows what is applied. */}
      <FilterForm key={params.toString()} filters={filters} onApply={apply} />
      <ScopeNote filters={filters} onApply={apply} />
      <Entries filters={filters} onClear={() => apply(NO_FILTERS)} />
    </OpsLayout>
  );
}

function Entries({ filters, onClear }: { filters: AuditFilters; onClear: () => void }) {
  const { t } = useLingui();
  const log = useAuditLog(filters);
  if (log.isPending) return <ListSkeleton label={t`Loading the audit log…`} cardHeight="h-28" />;
  if (log.isError && !log.data)
    return <CouldNotLoad query={log} title={t`We could not load the audit log`} />;
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  if (entries.length === 0) {
    return isFiltered(filters) ? (
      <div className="card p-6 text-center">
        <p className="font-bold text-brand-900">
          <Trans>No entries match these filters</Trans>
        </p>
        <p className="mt-1 text-muted">
          <Trans>Try fewer words, another role or a longer period.</Trans>
        </p>
        <button type="button" className="btn-outline mt-4" onClick={onClear}>
          <Trans>Clear filters</Trans>
        </button>
      </div>
    ) : (
      <p className="card p-6 text-center text-muted">
        <Trans>Nothing has been recorded yet. Changes appear here as they are made.</Trans>
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ol className="space-y-3" aria-label={t`Audit entries, newest first`}>
        {entries.map((entry) => (
          <li key={entry._id}>
            <EntryCard entry={entry} />
          </li>
        ))}
      </ol>
      <LoadMore
        query={log}
        label={<Trans>Load more entries</Trans>}
        failed={(reason) => <Trans>More entries could not be loaded: {reason}</Trans>}
      />
    </div>
  );
}
