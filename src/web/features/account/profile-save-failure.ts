import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ProfileSaveError, errorReason } from './api';

// What the profile form says when saving fails: at which step, and why when the server said.

/** A failed save: which step, and whether the server answered (docs/product/storefront.md#errors). */
export interface SaveFailure {
  step: ProfileSaveError['step'];
  answered: boolean;
  reason: unknown;
}

interface SaveHeadlines {
  answered: MessageDescriptor;
  unreachable: MessageDescriptor;
}

const SAVE_HEADLINES: Record<SaveFailure['step'], SaveHeadlines> = {
  upload: {
    answered: msg`Image upload failed`,
    unreachable: msg`Something went wrong while uploading image.`,
  },
  update: {
    answered: msg`Failed to update profile`,
    unreachable: msg`Something went wrong while updating profile.`,
  },
};

export const saveHeadline = (i18n: I18n, failure: SaveFailure) =>
  i18n._(SAVE_HEADLINES[failure.step][failure.answered ? 'answered' : 'unreachable']);

/** The form's alert: the headline, with the server's reason when it gave one. */
export function saveProblemText(i18n: I18n, failure: SaveFailure): string {
  if (!failure.answered) return saveHeadline(i18n, failure);
  const reason = errorReason(i18n, failure.reason);
  return i18n._(
    failure.step === 'upload'
      ? msg`Image upload failed: ${reason}`
      : msg`Failed to update profile: ${reason}`,
  );
}
