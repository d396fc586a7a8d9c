import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import {
  HideBodySchema,
  MODERATION_SEARCH_MAX,
  ModerationQuerySchema,
  type AdminComment,
  type AdminReport,
  type AdminReview,
} from '@shared/contracts/moderation';
import { FilterButtons } from '../../components/console/filter-buttons';
import { ListSkeleton } from '../../components/console/list-parts';
import { CouldNotLoad, PageTitle } from '../../components/console/page-parts';
import { useFailureReason } from '../../components/console/failure';
import { useDescription, useFieldMessage } from '../../components/form';
import { useFormat } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ReasonDialog } from '../components/reason-dialog';
import { OpsLayout } from '../layout/ops-layout';
import {
  useComments,
  useDismissReport,
  useReports,
  useReviews,
  useVisibility,
  type Visibility,
} from './api';

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

type Done = (message: string) => void;

function Stars({ rating }: { rating: number }) {
  const { t } = useLingui();
  return (
    <span className="text-accent-600" role="img" aria-label={t`${rating} out of 5 stars`}>
      {'★'.repeat(rating)}
      <span className="text-slate-300">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

function ListState<T>({
  query,
  loadingLabel,
  empty,
  children,
}: {
  query: {
    data?: T[];
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    isRefetching: boolean;
  };
  loadingLabel: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton label={loadingLabel} cardHeight="h-32" />;
  if (query.isError) return <CouldNotLoad query={query} />;
  if (!query.data || query.data.length === 0)
    return <p className="card p-6 text-center text-muted">{empty}</p>;
  return <ul className="space-y-4">{children(query.data)}</ul>;
}

/** A review with who wrote it about which car, and the hide or restore button. */
function ReviewCard({
  review,
  onDone,
  children,
}: {
  review: AdminReview;
  onDone: Done;
  children?: ReactNode;
}) {
  const titleId = useId();
  const format = useFormat();
  const when = format.date(review.createdAt, { dateStyle: 'medium' });
  const author = review.customer.name;
  const car = review.car.name;
  const company = review.company.travelsName;
  return (
    <article aria-labelledby={titleId} className="card p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="font-bold text-brand-900">
          <Trans>
            {author} on {car}
          </Trans>
        </h2>
        <p className="text-sm text-muted">
          <Trans>
            {company} · {when}
          </Trans>
        </p>
      </div>
      <p className="mt-1">
        <Stars rating={review.rating} />
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-ink">{review.comment}</p>
      {review.hiddenAt ? <HiddenNote reason={review.hiddenReason} /> : null}
      {children}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <VisibilityButton
          kind="feedback"
          id={review._id}
          hidden={review.hiddenAt !== null}
          name={`${author} · ${car}`}
          onDone={onDone}
        />
      </div>
    </article>
  );
}

function HiddenNote({ reason }: { reason: string }) {
  return (
    <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-ink">
      <Trans>Hidden:</Trans> {reason}
    </p>
  );
}

function VisibilityButton({
  kind,
  id,
  hidden,
  name,
  onDone,
}: {
  kind: 'feedback' | 'comments';
  id: string;
  hidden: boolean;
  /** What is hidden, so each card's button is told apart when read out. */
  name: string;
  onDone: Done;
}) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const reasonOf = useFailureReason();
  const visibility = useVisibility(kind);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const send = (hide: boolean, reason = '') => {
    setFailure(null);
    visibility.mutate(
      { id, hide, reason },
      {
        onSuccess: (answer) => {
          setAsking(false);
          onDone(translate(answer));
        },
        onError: setFailure,
      },
    );
  };

  if (hidden)
    return (
      <>
        <button
          type="button"
          className="btn-outline"
          aria-label={t`Restore ${name}`}
          disabled={visibility.isPending}
          onClick={() => send(false)}
        >
          <Trans>Restore</Trans>
        </button>
        {failure ? (
          <p role="alert" className="text-sm text-danger">
            {reasonOf(failure)}
          </p>
        ) : null}
      </>
    );
  return (
    <>
      <button
        type="button"
        className="btn-outline border-danger text-danger hover:bg-red-50"
        aria-label={t`Hide ${name}`}
        onClick={() => {
          setFailure(null);
          setAsking(true);
        }}
      >
        <Trans>Hide</Trans>
      </button>
      {asking ? (
        <ReasonDialog
          title={t`Hide ${name}`}
          explanation={
            kind === 'feedback' ? (
              <Trans>
                The review leaves the car page and its company's rating at once. The reason is kept
                in the audit log.
              </Trans>
            ) : (
              <Trans>The comment leaves the home page. The reason is kept in the audit log.</Trans>
            )
          }
          confirmLabel={t`Hide`}
          schema={HideBodySchema}
          pending={visibility.isPending}
          error={failure}
          onConfirm={(reason) => send(true, reason)}
          onClose={() => {
            // Closing stops a hiding on its way: it is never sent, or answered, later.
            visibility.abandon();
            setAsking(false);
          }}
        />
      ) : null}
    </>
  );
}

function Reports({ onDone }: { onDone: Done }) {
  const { t } = useLingui();
  const reports = useReports();
  return (
    <ListState<AdminReport>
      query={reports}
      loadingLabel={t`Loading the reports…`}
      empty={<Trans>No report is waiting. Customers' reports of reviews appear here.</Trans>}
    >
      {(items) =>
        items.map((report) => (
          <li key={report._id}>
            <ReviewCard review={report.review} onDone={onDone}>
              <ReportNote report={report} onDone={onDone} />
            </ReviewCard>
          </li>
        ))
      }
    </ListState>
  );
}

function ReportNote({ report, onDone }: { report: AdminReport; onDone: Done }) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const reasonOf = useFailureReason();
  const dismiss = useDismissReport();
  const format = useFormat();
  const reporter = report.reporter.name;
  const when = format.date(report.createdAt, { dateStyle: 'medium' });
  return (
    <div className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm">
      <p className="font-semibold text-ink">
        <Trans>
          Reported by {reporter} on {when}
        </Trans>
      </p>
      <p className="mt-1 break-words text-ink">{report.reason}</p>
      <button
        type="button"
        className="btn-ghost mt-2 px-0"
        aria-label={t`Dismiss report by ${reporter}`}
        disabled={dismiss.isPending}
        onClick={() =>
          dismiss.mutate(report._id, { onSuccess: (answer) => onDone(translate(answer)) })
        }
      >
        <Trans>Dismiss report</Trans>
      </button>
      {dismiss.isError ? (
        <p role="alert" className="text-danger">
          {reasonOf(dismiss.error)}
        </p>
      ) : null}
    </div>
  );
}

/** Visible or hidden, and words to look for, kept in the address. */
function useListFilter() {
  const [params, setParams] = useSearchParams();
  const state: Visibility = params.get('state') === 'hidden' ? 'hidden' : 'visible';
  const q = params.get('q') ?? '';
  const set = (next: { state?: Visibility; q?: string }) => {
    const merged = new URLSearchParams(params);
    if (next.state) merged.set('state', next.state);
    if (next.q !== undefined) {
      if (next.q) merged.set('q', next.q);
      else merged.delete('q');
    }
    setParams(merged, { replace: true });
  };
  return { state, q, set };
}

/** The search as typed, checked with the server's own rule for the list's address. */
const SearchSchema = z.pick(ModerationQuerySchema, { q: true });
type SearchValues = z.input<typeof SearchSchema>;

function ListFilter({ label }: { label: string }) {
  const { t } = useLingui();
  const { state, q, set } = useListFilter();
  const message = useFieldMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SearchValues, unknown, z.output<typeof SearchSchema>>({
    resolver: zodResolver(SearchSchema),
    defaultValues: { q },
  });
  const description = useDescription(undefined, message(errors.q));
  const submit = handleSubmit((checked) => set({ q: checked.q ?? '' }));
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <FilterButtons
        label={t`Show`}
        className="flex gap-2"
        value={state}
        onChange={(value) => set({ state: value })}
        options={[
          { value: 'visible', label: t`Visible` },
          { value: 'hidden', label: t`Hidden` },
        ]}
      />
      <form role="search" onSubmit={submit} noValidate>
        <div className="flex gap-2">
          <label htmlFor={description.id} className="sr-only">
            {label}
          </label>
          <input
            type="search"
            className="field-input sm:w-64"
            placeholder={label}
            maxLength={MODERATION_SEARCH_MAX}
            {...description.control}
            {...register('q')}
          />
          <button type="submit" className="btn-outline">
            <Trans>Search</Trans>
          </button>
        </div>
        {description.error}
      </form>
    </div>
  );
}

function Reviews({ onDone }: { onDone: Done }) {
  const { t } = useLingui();
  const { state, q } = useListFilter();
  const reviews = useReviews(state, q);
  return (
    <>
      <ListFilter label={t`Search reviews`} />
      <ListState<AdminReview>
        query={reviews}
        loadingLabel={t`Loading the reviews…`}
        empty={q ? <Trans>No review matches.</Trans> : <Trans>No reviews here.</Trans>}
      >
        {(items) =>
          items.map((review) => (
            <li key={review._id}>
              <ReviewCard review={review} onDone={onDone} />
            </li>
          ))
        }
      </ListState>
    </>
  );
}

function Comments({ onDone }: { onDone: Done }) {
  const { t } = useLingui();
  const { state, q } = useListFilter();
  const comments = useComments(state, q);
  const format = useFormat();
  return (
    <>
      <ListFilter label={t`Search comments`} />
      <ListState<AdminComment>
        query={comments}
        loadingLabel={t`Loading the comments…`}
        empty={q ? <Trans>No comment matches.</Trans> : <Trans>No comments here.</Trans>}
      >
        {(items) =>
          items.map((comment) => {
            const when = format.date(comment.createdAt, { dateStyle: 'medium' });
            const author = comment.userName;
            return (
              <li key={comment._id}>
                <article aria-label={author} className="card p-4 sm:p-5">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 className="font-bold text-brand-900">{author}</h2>
                    <p className="text-sm text-muted">{when}</p>
                  </div>
                  <p className="mt-1">
                    <Stars rating={comment.websiteRating} />
                  </p>
                  <p className="mt-2 whitespace-pre-line break-words">{comment.comment}</p>
                  {comment.hiddenAt ? <HiddenNote reason={comment.hiddenReason} /> : null}
                  <div className="mt-4 flex flex-wrap items-center gap-2">
                    <VisibilityButton
                      kind="comments"
                      id={comment._id}
                      hidden={comment.hiddenAt !== null}
                      name={author}
                      onDone={onDone}
                    />
                  </div>
                </article>
              </li>
            );
          })
        }
      </ListState>
    </>
  );
}
