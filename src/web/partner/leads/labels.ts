import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LeadStatus } from '@shared/partner-constants';

/** The words of each lead status, shared by the inbox's filter and each lead's status control. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, MessageDescriptor> = {
  new: msg({ message: 'New', comment: 'Lead status: not answered yet' }),
  contacted: msg({ message: 'Contacted', comment: 'Lead status: the company got in touch' }),
  converted: msg({ message: 'Converted', comment: 'Lead status: the customer booked' }),
  lost: msg({ message: 'Lost', comment: 'Lead status: the customer did not book' }),
};
