import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { ChevronLeftIcon } from '../../components/icons';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { EnglishNote, langOf } from '../../components/content-language';
import { Markdown } from '../../components/markdown/markdown';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';
import { isNotFound } from '../../lib/api-client';
import { useBlog } from './api';
import { BlogActions } from './blog-actions';
import { useFormat } from '../../lib/i18n/format';

function BackLink() {
  return (
    <Link
      to={paths.blogs}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ChevronLeftIcon className="h-4 w-4" />
      <Trans>All blogs</Trans>
    </Link>
  );
}

/** docs/product/storefront.md#faqs-and-blogs: the page a share link opens. */
export function BlogPage() {
  const { t } = useLingui();
  const format = useFormat();
  const { id = '' } = useParams();
  const blog = useBlog(id);
  useDocumentTitle(blog.data?.title ?? (blog.isError ? t`Blog not found` : t`Blog`));

  return (
    <div className="container-page py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <BackLink />
        {blog.isPending ? (
          <div className="card mt-4 animate-pulse overflow-hidden" role="status" aria-live="polite">
            <span className="sr-only">
              <Trans>Loading blog…</Trans>
            </span>
            <div className="aspect-video bg-slate-200" aria-hidden="true" />
            <div className="space-y-3 p-6 sm:p-10" aria-hidden="true">
              <div className="h-3 w-1/5 rounded bg-slate-200" />
              <div className="h-8 w-3/4 rounded bg-slate-200" />
              <div className="h-3 w-full rounded bg-slate-100" />
              <div className="h-3 w-full rounded bg-slate-100" />
              <div className="h-3 w-2/3 rounded bg-slate-100" />
            </div>
          </div>
        ) : blog.isError ? (
          <div className="card mt-4 p-10 text-center">
            <h1 className="text-2xl font-bold text-brand-900">
              {isNotFound(blog.error) ? (
                <Trans>Blog not found.</Trans>
              ) : (
                <Trans>Could not load this blog.</Trans>
              )}
            </h1>
            <p className="mt-2 text-muted">
              {isNotFound(blog.error) ? (
                <Trans>It may have been removed, or the link is not complete.</Trans>
              ) : (
                <Trans>Please check your connection and try again.</Trans>
              )}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              {isNotFound(blog.error) ? null : (
                <button type="button" className="btn-outline" onClick={() => void blog.refetch()}>
                  <Trans>Try again</Trans>
                </button>
              )}
              <Link to={paths.blogs} className="btn-primary">
                <Trans>Back to all blogs</Trans>
              </Link>
            </div>
          </div>
        ) : (
          <article className="card mt-4 overflow-hidden">
            {blog.data.image ? (
              <ImageWithFallback
                src={blog.data.image}
                alt={blog.data.title}
                width={1200}
                height={675}
                loading="eager"
                className="aspect-video w-full bg-brand-50 object-cover"
              />
            ) : null}
            <div className="p-6 sm:p-10">
              <div className="flex flex-wrap items-center gap-2">
                <time
                  dateTime={blog.data.createdAt}
                  className="text-xs font-medium uppercase tracking-wide text-muted"
                >
                  {format.date(blog.data.createdAt)}
                </time>
                <EnglishNote item={blog.data} fields={['title', 'description']}>
                  <Trans>In English</Trans>
                </EnglishNote>
              </div>
              <h1
                lang={langOf(blog.data, 'title')}
                className="mt-2 text-3xl font-extrabold leading-tight tracking-tight text-brand-900 sm:text-4xl"
              >
                {blog.data.title}
              </h1>
              <div className="mt-4 border-y border-slate-100 py-2">
                <BlogActions blog={blog.data} />
              </div>
              {/* Written in Markdown by the Saarthi team, rendered without any HTML of its own. */}
              <div lang={langOf(blog.data, 'description')}>
                <Markdown className="mt-6 text-base leading-relaxed text-ink/90 sm:text-lg">
                  {blog.data.description}
                </Markdown>
              </div>
              <div className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-slate-100 pt-6">
                <p className="text-sm text-muted">
                  <Trans>Enjoyed this? Like it or share it with someone planning a trip.</Trans>
                </p>
                <Link to={paths.blogs} className="btn-outline">
                  <Trans>More blogs</Trans>
                </Link>
              </div>
            </div>
          </article>
        )}
      </div>
    </div>
  );
}
