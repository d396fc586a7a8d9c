import { Plural, Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import { DOCUMENT_EXPIRY_WARNING_DAYS } from '@shared/partner-constants';
import { ArrowRightIcon } from '../../components/icons';
import { portalPaths } from '../portal-paths';
import { AlertIcon } from '../components/icons';
import type { AttentionReason } from '@shared/contracts/documents';
import { useDocumentsAttention } from './api';

/**
 * The dashboard's reminder of the papers needing attention: how many things, as the documents
 * page counts them (one server answer, GET /api/partner/documents/attention), and of which sort.
 * Shows nothing while loading, when all is in order, or when it cannot be read: the documents
 * page says why, and the dashboard is about more than papers.
 */
export function DocumentsAlert() {
  const attention = useDocumentsAttention();
  const headingId = useId();
  if (!attention.isSuccess || attention.data.count === 0) return null;

  const { count, items } = attention.data;
  const of = (reason: AttentionReason) => items.filter((item) => item.reason === reason).length;
  const expired = of('expired');
  const rejected = of('rejected');
  const expiring = of('expiring');
  const missing = of('missing');
  const days = DOCUMENT_EXPIRY_WARNING_DAYS;

  return (
    <section aria-labelledby={headingId} className="card border-l-4 border-danger p-5 sm:p-6">
      <div className="flex items-start gap-3 sm:gap-4">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-red-50 text-xl text-danger">
          <AlertIcon aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-bold text-brand-900">
            <Trans>Documents need your attention</Trans>
          </h2>
          <p className="mt-1 font-semibold text-ink">
            <Plural
              value={count}
              one="# thing needs your attention"
              other="# things need your attention"
            />
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-ink marker:text-danger">
            {expired > 0 ? (
              <li>
                <Plural
                  value={expired}
                  one="# document has expired"
                  other="# documents have expired"
                />
              </li>
            ) : null}
            {rejected > 0 ? (
              <li>
                <Plural
                  value={rejected}
                  one="# document was rejected by Saarthi"
                  other="# documents were rejected by Saarthi"
                />
              </li>
            ) : null}
            {expiring > 0 ? (
              <li>
                <Plural
                  value={expiring}
                  one={`# document expires within ${days} days`}
                  other={`# documents expire within ${days} days`}
                />
              </li>
            ) : null}
            {missing > 0 ? (
              <li>
                <Plural
                  value={missing}
                  one="# document is not uploaded yet"
                  other="# documents are not uploaded yet"
                />
              </li>
            ) : null}
          </ul>
          <Link to={portalPaths.documents} className="btn-primary mt-4">
            <Trans>Open your documents</Trans>
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
