import { Plural, Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import { DOCUMENT_EXPIRY_WARNING_DAYS } from '@shared/partner-constants';
import { ArrowRightIcon } from '../../components/icons';
import { portalPaths } from '../portal-paths';
import { AlertIcon } from '../components/icons';
import { useDocuments } from './api';
import { expiresSoon, missingKinds } from './document-rules';

/**
 * The dashboard's reminder of documents needing attention: expired, rejected, expiring within
 * 30 days, and the company's GST certificate while it is missing (what verification waits on).
 * Shows nothing while loading, when all is in order, or when the list cannot be read: the
 * documents page says why, and the dashboard is about more than papers.
 */
export function DocumentsAlert() {
  const documents = useDocuments();
  const headingId = useId();
  if (!documents.isSuccess) return null;

  const list = documents.data;
  const expired = list.filter((d) => d.status === 'expired').length;
  const rejected = list.filter((d) => d.status === 'rejected').length;
  const expiring = list.filter(expiresSoon).length;
  const companyPapers = list.filter((d) => d.subject === 'company');
  const gstMissing = missingKinds('company', companyPapers).length > 0;
  if (expired + rejected + expiring === 0 && !gstMissing) return null;
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
            {gstMissing ? (
              <li>
                <Trans>Your GST certificate is not uploaded yet</Trans>
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
