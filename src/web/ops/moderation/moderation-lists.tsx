import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import {
  MODERATION_SEARCH_MAX,
  ModerationQuerySchema,
  type AdminComment,
  type AdminReport,
  type AdminReview,
} from '@shared/contracts/moderation';
import { FilterButtons } from '../../components/console/filter-buttons';
import { useFailureReason } from '../../components/console/failure';
import { useDescription, useFieldMessage } from '../../components/form';
import { useFormat } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { useComments, useDismissReport, useReports, useReviews, type Visibility } from './api';
import { type Done, HiddenNote, ReviewCard, Stars, VisibilityButton } from './review-card';
import { CardList } from '../../components/console/list-parts';

// The moderation lists: reported reviews with their reports, and every review and comment.

export function Reports({ onDone }: { onDone: Done }) {
  const { t } = useLingui();
  const reports = useReports();
  return (
    <CardList<AdminReport>
      cardHeight="h-32"
      query={reports}
      loadingLabel={t`Loading the reports…`}
      empty={<Trans>No report is waiting. Customers' reports of reviews appear here.</Trans>}
    >
      {(report) => (
        <ReviewCard review={report.review} onDone={onDone}>
          <ReportNote report={report} onDone={onDone} />
        </ReviewCard>
      )}
    </CardList>
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
        aria-label={t`Dismiss the report by ${reporter}`}
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

export function Reviews({ onDone }: { onDone: Done }) {
  const { t } = useLingui();
  const { state, q } = useListFilter();
  const reviews = useReviews(state, q);
  return (
    <>
      <ListFilter label={t`Search reviews`} />
      <CardList<AdminReview>
        cardHeight="h-32"
        query={reviews}
        loadingLabel={t`Loading the reviews…`}
        empty={q ? <Trans>No review matches.</Trans> : <Trans>No reviews here.</Trans>}
      >
        {(review) => <ReviewCard review={review} onDone={onDone} />}
      </CardList>
    </>
  );
}

export function Comments({ onDone }: { onDone: Done }) {
  const { t } = useLingui();
  const { state, q } = useListFilter();
  const comments = useComments(state, q);
  const format = useFormat();
  return (
    <>
      <ListFilter label={t`Search comments`} />
      <CardList<AdminComment>
        cardHeight="h-32"
        query={comments}
        loadingLabel={t`Loading the comments…`}
        empty={q ? <Trans>No comment matches.</Trans> : <Trans>No comments here.</Trans>}
      >
        {(comment) => {
          const when = format.date(comment.createdAt, { dateStyle: 'medium' });
          const author = comment.userName;
          return (
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
          );
        }}
      </CardList>
    </>
  );
}
