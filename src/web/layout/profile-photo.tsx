import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod/mini';
import { apiRequest } from '../lib/api-client';

// Only what the header shows of the profile. Its own key under the profile's, so saving the
// profile (which refreshes ['user', 'profile']) refreshes the header's photo too.
const HeaderProfileSchema = z.object({ userProfilePhoto: z.string() });
const HEADER_PROFILE_KEY = ['user', 'profile', 'header'] as const;

/**
 * The signed-in customer's uploaded photo in the account button, round; nothing (the person
 * icon stays) until they upload one, or when it cannot be loaded.
 */
export function ProfilePhoto() {
  const { data } = useQuery({
    queryKey: HEADER_PROFILE_KEY,
    queryFn: () => apiRequest('/api/user/profile', { schema: HeaderProfileSchema, auth: true }),
    retry: false,
    staleTime: 60_000,
  });
  const [failed, setFailed] = useState<string | null>(null);
  const photo = data?.userProfilePhoto;
  if (!photo || failed === photo) return null;
  return (
    <img
      src={photo}
      alt=""
      width={32}
      height={32}
      onError={() => setFailed(photo)}
      className="absolute inset-0 h-8 w-8 rounded-full object-cover"
    />
  );
}
