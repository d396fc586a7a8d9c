import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useBlogs } from './api';
import { BlogCard } from './blog-card';

/** docs/product/storefront.md#faqs-and-blogs: "Latest Blogs", a responsive grid of blog cards. */
export function BlogsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Latest Blogs`);
  const blogs = useBlogs();

  return (
    <>
      <PageHeader title={t`Latest Blogs`} subtitle={t`Inspiration & Stories, Just Like the Gram`} />
      <div className="container-page py-10 sm:py-14">
        {blogs.isPending ? (
          <div role="status" aria-live="polite">
            <span className="sr-only">
              <Trans>Loading blogs…</Trans>
            </span>
            <div
              className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
              aria-hidden="true"
            >
              {Array.from({ length: 6 }, (_, index) => (
                <div key={index} className="card animate-pulse overflow-hidden">
                  <div className="aspect-video bg-slate-200" />
                  <div className="space-y-3 p-5">
                    <div className="h-3 w-1/4 rounded bg-slate-200" />
                    <div className="h-5 w-3/4 rounded bg-slate-200" />
                    <div className="h-3 w-full rounded bg-slate-100" />
                    <div className="h-3 w-5/6 rounded bg-slate-100" />
                  </div>
                </div>
              ))}
            </div>
          </div>
        ) : blogs.data && blogs.data.length > 0 ? (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {blogs.data.map((blog, index) => (
              <BlogCard key={blog._id} blog={blog} index={index} />
            ))}
          </div>
        ) : (
          // docs/product/storefront.md#errors: a failed load leaves the list empty.
          <p className="card p-10 text-center text-muted">
            <Trans>No blogs found.</Trans>
          </p>
        )}
      </div>
    </>
  );
}
