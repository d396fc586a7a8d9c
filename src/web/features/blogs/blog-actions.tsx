import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { Blog } from '@shared/contracts/blogs';
import { useAuth } from '../../lib/use-auth';
import { paths } from '../../paths';
import { useLikeBlog, useShareBlog } from './api';
import { ShareModal } from './share-modal';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </svg>
  );
}

function ShareIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

/** Like and share, with their counts; the same on a card and on the blog page. */
export function BlogActions({ blog }: { blog: Blog }) {
  const { isSignedIn } = useAuth();
  const navigate = useNavigate();
  const like = useLikeBlog();
  const share = useShareBlog();
  const [sharing, setSharing] = useState(false);

  function onLike() {
    // DESIGN 7: liking needs sign-in.
    if (!isSignedIn) {
      toast.info(
        ({ closeToast }) => (
          <div>
            <p>Please log in to like blogs</p>
            <button
              type="button"
              className="mt-1 font-semibold text-brand-700 underline"
              onClick={() => {
                closeToast();
                navigate(paths.user);
              }}
            >
              Log in
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
        aria-label={blog.liked ? 'Unlike' : 'Like'}
        disabled={like.isPending}
        onClick={onLike}
        className={`inline-flex h-10 w-10 items-center justify-center rounded-full transition-colors hover:bg-rose-50 disabled:opacity-60 ${blog.liked ? 'text-rose-600' : 'text-slate-500 hover:text-rose-600'}`}
      >
        <HeartIcon filled={blog.liked} />
      </button>
      <span className="min-w-6 text-sm font-medium text-ink" data-testid="like-count">
        {blog.likes}
        <span className="sr-only"> likes</span>
      </span>
      <button
        type="button"
        aria-label="Share"
        onClick={onShare}
        className="ml-2 inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-brand-50 hover:text-brand-700"
      >
        <ShareIcon />
      </button>
      <span className="min-w-6 text-sm font-medium text-ink" data-testid="share-count">
        {blog.shares}
        <span className="sr-only"> shares</span>
      </span>
      {sharing ? (
        <ShareModal blogId={blog._id} title={blog.title} onClose={() => setSharing(false)} />
      ) : null}
    </div>
  );
}
