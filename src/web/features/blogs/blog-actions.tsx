import { Plural, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import type { Blog } from '@shared/contracts/blogs';
import { HeartIcon, ShareIcon } from '../../components/page-icons';
import { useLoginPath } from '../../lib/return-to';
import { useAuth } from '../../lib/use-auth';
import { useLikeBlog, useShareBlog } from './api';
import { ShareModal } from './share-modal';

/** Like and share, with their counts; the same on a card and on the blog page. */
export function BlogActions({ blog }: { blog: Blog }) {
  const { t } = useLingui();
  const { isSignedIn } = useAuth();
  const { likes, shares } = blog;
  const navigate = useNavigate();
  const loginPath = useLoginPath();
  const like = useLikeBlog();
  const share = useShareBlog();
  const [sharing, setSharing] = useState(false);

  function onLike() {
    // docs/product/storefront.md#likes-and-shares: liking needs sign-in.
    if (!isSignedIn) {
      const askToLogIn = t`Please log in to like blogs`;
      const logIn = t`Log in`;
      toast.info(
        ({ closeToast }) => (
          <div>
            <p>{askToLogIn}</p>
            <button
              type="button"
              className="mt-1 font-semibold text-brand-700 underline"
              onClick={() => {
                closeToast();
                navigate(loginPath);
              }}
            >
              {logIn}
            </button>
          </div>
        ),
        { toastId: 'blog-like-login' },
      );
      return;
    }
    like.mutate(blog._id);
  }

  function onShare() {
    share.mutate(blog._id);
    setSharing(true);
  }

  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        aria-pressed={blog.liked}
        aria-label={blog.liked ? t`Unlike` : t`Like`}
        disabled={like.isPending}
        onClick={onLike}
        className={`inline-flex h-10 w-10 items-center justify-center rounded-full transition-colors hover:bg-rose-50 disabled:opacity-60 ${blog.liked ? 'text-rose-600' : 'text-slate-500 hover:text-rose-600'}`}
      >
        <HeartIcon className="h-5 w-5" fill={blog.liked ? 'currentColor' : 'none'} />
      </button>
      {/* The number shows, the word is for screen readers; both sit in one plural message. */}
      <span className="min-w-6 text-sm font-medium text-ink" data-testid="like-count">
        <Plural
          value={likes}
          one={
            <span>
              #<span className="sr-only"> like</span>
            </span>
          }
          other={
            <span>
              #<span className="sr-only"> likes</span>
            </span>
          }
        />
      </span>
      <button
        type="button"
        aria-label={t`Share`}
        onClick={onShare}
        className="ml-2 inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-brand-50 hover:text-brand-700"
      >
        <ShareIcon className="h-5 w-5" />
      </button>
      <span className="min-w-6 text-sm font-medium text-ink" data-testid="share-count">
        <Plural
          value={shares}
          one={
            <span>
              #<span className="sr-only"> share</span>
            </span>
          }
          other={
            <span>
              #<span className="sr-only"> shares</span>
            </span>
          }
        />
      </span>
      {sharing ? (
        <ShareModal blogId={blog._id} title={blog.title} onClose={() => setSharing(false)} />
      ) : null}
    </div>
  );
}
