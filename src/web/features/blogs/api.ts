import { useLingui } from '@lingui/react/macro';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import * as z from 'zod/mini';
import {
  BlogDetailResponseSchema,
  BlogLikeResponseSchema,
  BlogSchema,
  BlogShareResponseSchema,
  type Blog,
} from '@shared/contracts/blogs';
import type { Language } from '@shared/constants';
import { apiRequest, isNotFound } from '../../lib/api-client';
import { isSessionEnded } from '../../lib/api-retry';
import { useAuth } from '../../lib/use-auth';

// `liked` depends on the reader, so the signed-in state is part of every key; the words come in
// the reader's language, so the language is too (a new language fetches them again).
export const blogKeys = {
  all: ['blogs'] as const,
  list: (signedIn: boolean, lang: Language) => ['blogs', 'list', { signedIn, lang }] as const,
  detail: (id: string, signedIn: boolean, lang: Language) =>
    ['blogs', 'detail', id, { signedIn, lang }] as const,
};

// docs/product/storefront.md#who-may-do-what: blog calls carry the bearer token.
export const getBlogs = (lang: Language) =>
  apiRequest(`/api/blogs/all?lang=${lang}`, { schema: z.array(BlogSchema), auth: true });

export const blogsQueryOptions = (signedIn: boolean, lang: Language) =>
  queryOptions({
    queryKey: blogKeys.list(signedIn, lang),
    queryFn: () => getBlogs(lang),
    // docs/product/storefront.md#errors: a failed blog list load is logged only; the page shows its empty state.
    meta: { errorMessage: 'Failed to load blogs' },
  });

export function useBlogs() {
  const { isSignedIn } = useAuth();
  const { i18n } = useLingui();
  return useQuery(blogsQueryOptions(isSignedIn, i18n.locale as Language));
}

export const getBlog = async (id: string, lang: Language) =>
  (
    await apiRequest(`/api/blogs/${encodeURIComponent(id)}?lang=${lang}`, {
      schema: BlogDetailResponseSchema,
      auth: true,
    })
  ).blog;

export const blogQueryOptions = (id: string, signedIn: boolean, lang: Language) =>
  queryOptions({
    queryKey: blogKeys.detail(id, signedIn, lang),
    queryFn: () => getBlog(id, lang),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

export function useBlog(id: string) {
  const { isSignedIn } = useAuth();
  const { i18n } = useLingui();
  return useQuery(blogQueryOptions(id, isSignedIn, i18n.locale as Language));
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
