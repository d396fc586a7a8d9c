import type { ReactNode } from 'react';
import { PageTitle } from '../../components/console/page-parts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OpsLayout } from '../layout/ops-layout';
import { DownloadCsvButton } from '../../components/console/download-csv';
import { filledParams, useUrlSearch } from './url-search';

export interface SearchFormProps<S> {
  initial: S;
  searched: boolean;
  onSearch: (search: S) => void;
}
export interface SearchResultsProps<S> {
  search: S;
  searched: boolean;
  onClear: () => void;
}

/**
 * A console page that finds records: its title, the search form and the results, the search
 * kept in the address (`read` takes it from there, `fields` are the ones it writes back).
 */
export function SearchPage<S extends { [K in keyof S]: string }>({
  title,
  subtitle,
  read,
  fields,
  Form,
  Results,
  csvPath,
}: {
  title: string;
  subtitle: string;
  read: (params: URLSearchParams) => S;
  fields: readonly (keyof S & string)[];
  Form: (props: SearchFormProps<S>) => ReactNode;
  Results: (props: SearchResultsProps<S>) => ReactNode;
  /** The list's CSV export, sent the search as the list is (`/api/admin/users.csv`). */
  csvPath?: string;
}) {
  useDocumentTitle(title);
  const { search, searched, formKey, show, clear } = useUrlSearch(read, fields);
  return (
    <OpsLayout>
      <PageTitle title={title} subtitle={subtitle}>
        {csvPath ? (
          <DownloadCsvButton
            path={csvPath}
            query={new URLSearchParams(filledParams(fields, search))}
          />
        ) : null}
      </PageTitle>
      <div className="space-y-6">
        {/* A new address (the way back, a link) fills the form again from it. */}
        <Form key={formKey} initial={search} searched={searched} onSearch={show} />
        <Results search={search} searched={searched} onClear={clear} />
      </div>
    </OpsLayout>
  );
}
