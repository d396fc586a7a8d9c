import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StorefrontMessageCode } from '@shared/message-ref';

/**
 * The reader's words for the rules of the storefront's small forms (a name, a comment, a rating):
 * the home page's review form needs only these, so it carries only these.
 */
export const FORM_MESSAGES = {
  required_fields: msg({ message: 'Please fill all required fields' }),
  name_required: msg({ message: 'Name is required' }),
  name_too_long: msg({ message: 'Name must be at most {max} characters' }),
  comment_required: msg({ message: 'Comment is required' }),
  rating_required: msg({ message: 'Rating is required' }),
  rating_whole: msg({ message: 'Rating must be a whole number' }),
  rating_whole_stars: msg({ message: 'Rating must be a whole number of stars' }),
  rating_min: msg({ message: 'Rating must be at least {min}' }),
  rating_max: msg({ message: 'Rating must be at most {max}' }),
  feedback_required: msg({ message: 'Please provide both rating and comment' }),
  feedback_too_long: msg({ message: 'Feedback must be at most {max} characters' }),
  site_review_thanks: msg({ message: 'Thank you for your review!' }),
} satisfies Partial<Record<StorefrontMessageCode, MessageDescriptor>>;
