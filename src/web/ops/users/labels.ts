import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserRole } from '@shared/constants';
import type { AccountState } from '@shared/contracts/admin-users';

/** docs/product/marketplace.md#roles-and-accounts: each role, as the console names it. */
export const ROLE_LABELS: Record<UserRole, MessageDescriptor> = {
  customer: msg({ message: 'Customer', comment: 'Account role: books cars' }),
  partner: msg({ message: 'Partner', comment: 'Account role: runs a travel company' }),
  operator: msg({ message: 'Operator', comment: 'Account role: the Saarthi team' }),
};

export const STATE_LABELS: Record<AccountState, MessageDescriptor> = {
  active: msg({ message: 'Active', comment: 'Account state: can log in' }),
  suspended: msg({ message: 'Suspended', comment: 'Account state: an operator suspended it' }),
};

export const ROLE_BADGES: Record<UserRole, string> = {
  customer: 'bg-slate-100 text-slate-700',
  partner: 'bg-brand-50 text-brand-700',
  operator: 'bg-brand-900 text-white',
};

export const STATE_BADGES: Record<AccountState, string> = {
  active: 'bg-green-50 text-success',
  suspended: 'bg-red-50 text-danger',
};
