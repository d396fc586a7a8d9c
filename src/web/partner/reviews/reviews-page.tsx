import { Trans, useLingui } from '@lingui/react/macro';
import type { PartnerCompany } from '@shared/contracts/partner';
import { CompanyPageFrame } from '../components/company-page-frame';
import { StarIcon } from '../components/icons';
import { ListSkeleton, LoadMore } from '../../components/console/list-parts';
import {
  CouldNotLoad,
  Notice,
  PageTitle,
  SuspendedNote,
} from '../../components/console/page-parts';
import { useReviews } from './api';
import { ReviewCard } from './review-card';

/** /partner/reviews: what customers wrote about the company's cars, and its public replies. */
export function ReviewsPage() {
  const { t } = useLingui();
  return (
    <CompanyPageFrame
      title={t`Reviews`}
      loadingLabel={t`Loading your reviews…`}
      noCompany={
        <Trans>Register your travel company first; reviews of your cars appear here.</Trans>
      }
    >
      {(company) => <Reviews company={company} />}
    </CompanyPageFrame>
  );
}

function Reviews({ company }: { company: PartnerCompany }) {
  const { t } = useLingui();
  const readOnly = company.status === 'suspended';
  return (
    <>
      <PageTitle
        title={t`Reviews`}
        subtitle={t`What customers wrote about your cars. You can answer each review once, in public: your reply shows under it on the car's page.`}
      />
      <div className="space-y-5">
        {readOnly ? (
          <SuspendedNote>
            <Trans>
              Your company is suspended: you can read your reviews, but not reply until Saarthi
              restores your company.
            </Trans>
          </SuspendedNote>
        ) : null}
        <ReviewList readOnly={readOnly} />
      </div>
    </>
  );
}

function ReviewList({ readOnly }: { readOnly: boolean }) {
  const { t } = useLingui();
  const reviews = useReviews();

  if (reviews.isPending) {
    return <ListSkeleton label={<Trans>Loading your reviews…</Trans>} cardHeight="h-44" />;
  }
  // A failed first page; a failed "Load more" keeps the reviews already shown (below).
  if (!reviews.data) {
    return <CouldNotLoad query={reviews} title={t`We could not load your reviews`} />;
  }

  const list = reviews.data.pages.flatMap((page) => page.reviews);
  if (list.length === 0) {
    return (
      <Notice icon={<StarIcon />} title={t`No reviews yet`}>
        <Trans>
          When customers review one of your cars, their review appears here and you can reply to it.
        </Trans>
      </Notice>
    );
  }

  return (
    <div className="space-y-4">
      <ul className="space-y-3" aria-label={t`Reviews, newest first`}>
        {list.map((review) => (
          <li key={review._id}>
            <ReviewCard review={review} readOnly={readOnly} />
          </li>
        ))}
      </ul>
      <LoadMore
        query={reviews}
        label={<Trans>Load more reviews</Trans>}
        failed={(moreFailed) => <Trans>More reviews could not be loaded: {moreFailed}</Trans>}
      />
    </div>
  );
}
