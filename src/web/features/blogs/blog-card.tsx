import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Blog } from '@shared/contracts/blogs';
import { EnglishNote, langOf } from '../../components/content-language';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { markdownAsPlainText } from '../../components/markdown/plain-text';
import { paths } from '../../paths';
import { useFormat } from '../../lib/i18n/format';
import { BlogActions } from './blog-actions';

/** docs/product/storefront.md#faqs-and-blogs: one card of the grid; cards fade in 0.1 s apart (none when motion is reduced). */
export function BlogCard({ blog, index }: { blog: Blog; index: number }) {
  const format = useFormat();
  const title = blog.title;
  return (
    <article
      className="card flex flex-col overflow-hidden motion-safe:animate-fade-up"
      style={{ animationDelay: `${index * 0.1}s` }}
    >
      {blog.image ? (
        <ImageWithFallback
          src={blog.image}
          alt={blog.title}
          lang={langOf(blog, 'title')}
          width={640}
          height={360}
          className="aspect-video w-full bg-brand-50 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <time
            dateTime={blog.createdAt}
            className="text-xs font-medium uppercase tracking-wide text-muted"
          >
            {format.date(blog.createdAt)}
          </time>
          <EnglishNote item={blog} fields={['title', 'description']}>
            <Trans>In English</Trans>
          </EnglishNote>
        </div>
        <h2
          lang={langOf(blog, 'title')}
          className="mt-1 text-lg font-bold leading-snug text-brand-900"
        >
          <Link to={paths.blog(blog._id)} className="hover:text-brand-600 hover:underline">
            {blog.title}
          </Link>
        </h2>
        {/* A few lines of its words: the Markdown's marks would read as noise here. */}
        <p
          lang={langOf(blog, 'description')}
          className="mb-4 mt-2 line-clamp-3 text-sm leading-relaxed text-muted"
        >
          {markdownAsPlainText(blog.description)}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
          <BlogActions blog={blog} />
          <Link
            to={paths.blog(blog._id)}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {/* The title in the link's own text, not only in a label: search engines read it too. */}
            <Trans>
              Read more
              <span className="sr-only">
                : <span lang={langOf(blog, 'title')}>{title}</span>
              </span>
            </Trans>
          </Link>
        </div>
      </div>
    </article>
  );
}
