import { useLingui } from '@lingui/react/macro';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { toast } from 'react-toastify';
import * as z from 'zod/mini';
import {
  BlogDetailResponseSchema,
  BlogLikeResponseSchema,
  BlogSchema,
  BlogShareResponseSchema,
  type Blog,
} from '@shared/contracts/blogs';
import { apiRequest, isNotFound } from '../../lib/api-client';
import { isSessionEnded } from '../../lib/api-retry';
import { useAuth } from '../../lib/use-auth';

// `liked` depends on the reader, so the signed-in state is part of every key.
export const blogKeys = {
  all: ['blogs'] as const,
  list: (signedIn: boolean) => ['blogs', 'list', { signedIn }] as const,
  detail: (id: string, signedIn: boolean) => ['blogs', 'detail', id, { signedIn }] as const,
};

// docs/product/storefront.md#who-may-do-what: blog calls carry the bearer token.
export const getBlogs = () =>
  apiRequest('/api/blogs/all', { schema: z.array(BlogSchema), auth: true });

export const blogsQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: blogKeys.list(signedIn),
    queryFn: getBlogs,
    // docs/product/storefront.md#errors: a failed blog list load is logged only; the page shows its empty state.
    meta: { errorMessage: 'Failed to load blogs' },
  });

export function useBlogs() {
  const { isSignedIn } = useAuth();
  return useQuery(blogsQueryOptions(isSignedIn));
}

export const getBlog = async (id: string) =>
  (
    await apiRequest(`/api/blogs/${encodeURIComponent(id)}`, {
      schema: BlogDetailResponseSchema,
      auth: true,
    })
  ).blog;

export const blogQueryOptions = (id: string, signedIn: boolean) =>
  queryOptions({
    queryKey: blogKeys.detail(id, signedIn),
    queryFn: () => getBlog(id),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

export function useBlog(id: string) {
  const { isSignedIn } = useAuth();
  return useQuery(blogQueryOptions(id, isSignedIn));
}

/** Applies a change to one blog wherever it is cached: in the list and on its own page. */
function updateCachedBlog(
  queryClient: QueryClient,
  id: string,
  change: (blog: Blog) => Partial<Blog>,
) {
  queryClient.setQueriesData<Blog[] | Blog>({ queryKey: blogKeys.all }, (data) => {
    if (!data) return data;
    if (Array.isArray(data))
      return data.map((blog) => (blog._id === id ? { ...blog, ...change(blog) } : blog));
    return data._id === id ? { ...data, ...change(data) } : data;
  });
}

export const likeBlog = (id: string) =>
  apiRequest(`/api/blogs/like/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    auth: true,
    schema: BlogLikeResponseSchema,
  });

/** docs/product/storefront.md#page-states: not optimistic; the card takes the liked flag and count the server answers. */
export function useLikeBlog() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeBlog,
    onSuccess: ({ liked, likes }, id) =>
      updateCachedBlog(queryClient, id, () => ({ liked, likes })),
    onError: (error) => {
      if (!isSessionEnded(error)) toast.error(t`Failed to like blog`);
    },
  });
}

export const shareBlog = (id: string) =>
  apiRequest(`/api/blogs/share/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    auth: true,
    schema: BlogShareResponseSchema,
  });

/** docs/product/storefront.md#page-states: the share count goes up at once and back down if the server does not take it. */
export function useShareBlog() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareBlog,
    onMutate: (id) => updateCachedBlog(queryClient, id, (blog) => ({ shares: blog.shares + 1 })),
    onSuccess: ({ shares }, id) => updateCachedBlog(queryClient, id, () => ({ shares })),
    onError: (error, id) => {
      updateCachedBlog(queryClient, id, (blog) => ({ shares: Math.max(0, blog.shares - 1) }));
      if (!isSessionEnded(error)) toast.error(t`Failed to update share`);
    },
  });
}
