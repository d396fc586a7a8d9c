import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterButtons } from '../../components/console/filter-buttons';
import { PageTitle } from '../../components/console/page-parts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OpsLayout } from '../layout/ops-layout';
import { useReports } from './api';

import { Comments, Reports, Reviews } from './moderation-lists';

const SECTIONS = ['reports', 'reviews', 'comments'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (value: string | null): value is Section =>
  (SECTIONS as readonly (string | null)[]).includes(value);

/**
 * /ops/moderation (docs/product/marketplace.md#operator-console): customers' reports first, then every review
 * of a car and every comment on the site, visible or hidden. Hiding asks for the reason the audit
 * log keeps; a hidden review leaves the car page and its company's rating at once.
 */
export function ModerationPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Moderation`);
  const [params, setParams] = useSearchParams();
  const sectionParam = params.get('section');
  const section: Section = isSection(sectionParam) ? sectionParam : 'reports';
  const [announcement, setAnnouncement] = useState('');
  const waiting = useReports().data?.length;
  const labels: Record<Section, string> = {
    reports: waiting === undefined ? t`Reports` : t`Reports (${waiting})`,
    reviews: t`Reviews`,
    comments: t`Site comments`,
  };

  return (
    <OpsLayout>
      <PageTitle
        title={t`Moderation`}
        subtitle={<Trans>Keep reviews and comments honest and civil.</Trans>}
      />
      <FilterButtons
        label={t`Section`}
        className="mb-5 flex gap-2 overflow-x-auto pb-1"
        value={section}
        onChange={(next) => {
          setAnnouncement('');
          setParams(next === 'reports' ? {} : { section: next }, { replace: true });
        }}
        options={SECTIONS.map((value) => ({ value, label: labels[value] }))}
      />
      <p role="status" aria-live="polite" className="mb-4 min-h-6 font-medium text-success">
        {announcement}
      </p>
      {section === 'reports' ? <Reports onDone={setAnnouncement} /> : null}
      {section === 'reviews' ? <Reviews onDone={setAnnouncement} /> : null}
      {section === 'comments' ? <Comments onDone={setAnnouncement} /> : null}
    </OpsLayout>
  );
}
