import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PartnerCompanyResponseSchema,
  type CompanyBody,
  type PartnerCompany,
} from '@shared/contracts/partner';
import { ApiError, apiRequest } from '../lib/api-client';
import { isSessionEnded, retryUnlessSessionEnded } from '../lib/api-retry';
import { useAuth } from '../lib/use-auth';
import { siteConfigQueryOptions } from '../lib/site';

export { isSessionEnded, retryUnlessRefused, retryUnlessSessionEnded } from '../lib/api-retry';

// ---- the company ------------------------------------------------------------------------------

export const partnerKeys = {
  all: ['partner'] as const,
  company: ['partner', 'company'] as const,
};

/** The account is a customer (403 partner_only) or a partner whose company is gone (404). */
function hasNoCompany(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.fromServer &&
    ((error.status === 403 && error.code === 'partner_only') ||
      (error.status === 404 && error.code === 'company_not_found'))
  );
}

/**
 * The signed-in account's travel company, or null when it has none yet. "No company" is an
 * answer, not a failure: a customer opening the portal is asked to register one, so the 403 that
 * GET /api/partner/company gives a customer becomes null here.
 */
export async function getCompany(): Promise<PartnerCompany | null> {
  try {
    const answer = await apiRequest('/api/partner/company', {
      auth: true,
      schema: PartnerCompanyResponseSchema,
    });
    return answer.company;
  } catch (error) {
    if (hasNoCompany(error)) return null;
    throw error;
  }
}

export const companyQueryOptions = queryOptions({
  queryKey: partnerKeys.company,
  queryFn: getCompany,
  // An ended session will not turn into a company by asking again.
  retry: retryUnlessSessionEnded,
  staleTime: 30_000,
  meta: { errorMessage: 'Failed to load the travel company', isExpectedError: isSessionEnded },
});

/** The company of the signed-in partner; idle while signed out (the layout asks to log in). */
export function useCompany() {
  const { isSignedIn } = useAuth();
  return useQuery({ ...companyQueryOptions, enabled: isSignedIn });
}

/** POST (register) or PUT (edit) the company; a refusal keeps its field errors for the form. */
const sendCompany = (method: 'POST' | 'PUT', body: CompanyBody) =>
  apiRequest('/api/partner/company', {
    method,
    body,
    auth: true,
    schema: PartnerCompanyResponseSchema,
  });

export const registerCompany = (body: CompanyBody) => sendCompany('POST', body);
export const updateCompany = (body: CompanyBody) => sendCompany('PUT', body);

/**
 * POST (register) or PUT (edit) the company. The answer is the company as it now stands (a
 * rejected one is pending again after an edit), so it replaces the cached one at once. The
 * callbacks are the hook's, not `mutate`'s: they run even when saving moves the reader to
 * another page and the form unmounts.
 */
export function useSaveCompany(
  mode: 'register' | 'edit',
  callbacks: { onSaved: (company: PartnerCompany) => void; onRefused?: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyBody) =>
      (mode === 'register' ? registerCompany : updateCompany)(body),
    onSuccess: (answer) => {
      callbacks.onSaved(answer.company);
      queryClient.setQueryData(partnerKeys.company, answer.company);
    },
    onError: (error) => {
      callbacks.onRefused?.(error);
      // 409: the company exists already (registered in another tab) or was suspended meanwhile;
      // reading it again shows the page as it really is.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: partnerKeys.company });
      }
    },
  });
}

// ---- Saarthi's support contact ----------------------------------------------------------------

/**
 * Support phone and e-mail from GET /api/site. The storefront's hook lives in its `site` feature,
 * which the portal may not import (eslint.config.js); this reads the same answer under the same
 * query key, so a visitor coming from the storefront has it cached already. Undefined until it
 * arrives: the portal names support in words meanwhile rather than show a made-up number.
 */
export function useSupportContact() {
  const { data } = useQuery(siteConfigQueryOptions);
  return data ? { phone: data.supportPhone, email: data.supportEmail } : undefined;
}
