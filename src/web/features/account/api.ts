import type { I18n, MessageDescriptor } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResponseSchema } from '@shared/contracts/common';
import {
  AuthResponseSchema,
  ProfileUpdateResponseSchema,
  type LoginBody,
  type PasswordResetConfirmBody,
  type PasswordResetRequestBody,
  type ProfileUpdateBody,
  type RegisterBody,
} from '@shared/contracts/users';
import { ApiError, apiRequest } from '../../lib/api-client';
import { authToken } from '../../lib/storage';
import { tokenRole } from '../../lib/use-auth';
import { paths } from '../../paths';
import { toastsShown } from '../../lib/toasts-shown';
import { uploadImage } from '../../lib/upload-image';
import { translateMessage } from '../../lib/i18n/server-messages';
import { ACCOUNT_TABLES } from './account-messages';
import { GoogleIdentityError } from './google-identity';
import { profileKeys } from '../../lib/profile';

// ---- sign-in ----------------------------------------------------------------------------------

export const login = (body: LoginBody) =>
  apiRequest('/api/user/login', { method: 'POST', body, schema: AuthResponseSchema });

export const register = (body: RegisterBody) =>
  apiRequest('/api/user/register', { method: 'POST', body, schema: AuthResponseSchema });

// docs/product/storefront.md#google-sign-in: the Google ID token is verified by our server, which answers with our own token.
export const googleLogin = (credential: string) =>
  apiRequest('/api/user/google', {
    method: 'POST',
    body: { credential },
    schema: AuthResponseSchema,
  });

// docs/product/storefront.md#forgot-password: a link by e-mail, then a new password with it.
export const requestPasswordReset = (body: PasswordResetRequestBody) =>
  apiRequest('/api/user/password-reset', {
    method: 'POST',
    body,
    schema: MessageResponseSchema,
  });

export const confirmPasswordReset = (body: PasswordResetConfirmBody) =>
  apiRequest('/api/user/password-reset/confirm', {
    method: 'POST',
    body,
    schema: MessageResponseSchema,
  });

/**
 * Where a login lands: the page it was asked from (`next`, lib/return-to.ts) when there was one,
 * else the person's own area: a partner's portal, an operator's console, a customer's home page
 * (docs/product/storefront.md#pages-and-routes).
 */
export function landingPath(next: string, token: string): string {
  if (next !== paths.home) return next;
  const role = tokenRole(token);
  return role === 'partner' ? paths.partner.home : role === 'operator' ? paths.ops.home : next;
}

/** Time the success toast is visible before the full page redirect (docs/product/storefront.md#pages-and-routes). */
export const REDIRECT_DELAY_MS = 800;

/**
 * docs/product/storefront.md#pages-and-routes and docs/product/storefront.md#page-states: keep the token, then a full redirect so every part of the app starts again as a
 * signed-in visitor: back to the page whose action asked for the login, else the person's own
 * area (`landingPath`).
 */
export function completeSignIn(token: string, next: string = '/') {
  authToken.set(token);
  // The success toast is seen for a moment before the page goes, however slow the device.
  void toastsShown().then(() =>
    window.setTimeout(() => window.location.assign(landingPath(next, token)), REDIRECT_DELAY_MS),
  );
}

/**
 * docs/product/storefront.md#errors: the server's message when it sent one (in the reader's language), the fallback when it
 * answered without one, and `networkFailure` with the reason when the request never reached it
 * (e.g. msg`Login failed: ${reason}`, one whole sentence per form).
 */
export function failureMessage(
  i18n: I18n,
  error: unknown,
  fallback: MessageDescriptor,
  networkFailure: (reason: string) => MessageDescriptor,
): string {
  if (error instanceof ApiError) {
    if (error.fromServer) {
      return error.message ? translateMessage(i18n, ACCOUNT_TABLES, error) : i18n._(fallback);
    }
    if (error.status > 0) return i18n._(fallback);
  }
  return i18n._(networkFailure(errorReason(i18n, error)));
}

/**
 * Why a request failed, for the reader: the server's message in their language, our own reasons
 * (loading Google) translated, or the browser's reason when the request never got an answer.
 */
export function errorReason(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError && error.fromServer) {
    return translateMessage(i18n, ACCOUNT_TABLES, error);
  }
  if (error instanceof GoogleIdentityError) return i18n._(error.reason);
  return error instanceof Error ? error.message : String(error);
}

/** True when the server answered (docs/product/storefront.md#errors tells "server said no" apart from "network failed"). */
export const serverAnswered = (error: unknown) => error instanceof ApiError && error.status > 0;

// ---- profile ----------------------------------------------------------------------------------

export const updateProfile = (body: ProfileUpdateBody) =>
  apiRequest('/api/user/update-profile', {
    method: 'PUT',
    body,
    auth: true,
    schema: ProfileUpdateResponseSchema,
  });

/** Which step of saving the profile failed, so each gets its own message (docs/product/storefront.md#errors). */
export class ProfileSaveError extends Error {
  constructor(
    readonly step: 'upload' | 'update',
    readonly reason: unknown,
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = 'ProfileSaveError';
  }
}

interface SaveProfileInput {
  values: ProfileUpdateBody;
  /** A newly chosen photo: uploaded first, its server path then saved as userProfilePhoto. */
  photo: File | null;
}

/** docs/product/storefront.md#api-calls: upload the new photo (if any), then PUT every profile field. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, photo }: SaveProfileInput) => {
      let userProfilePhoto = values.userProfilePhoto;
      if (photo) {
        try {
          // docs/product/storefront.md#uploads: store the server path; the client prefixes the base when it shows the image.
          userProfilePhoto = await uploadImage(photo);
        } catch (error) {
          throw new ProfileSaveError('upload', error);
        }
      }
      try {
        return await updateProfile({ ...values, userProfilePhoto });
      } catch (error) {
        throw new ProfileSaveError('update', error);
      }
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(profileKeys.profile, answer.user);
      return queryClient.invalidateQueries({ queryKey: profileKeys.profile });
    },
  });
}
