import { UPLOAD_FIELD } from '@shared/constants';
import { UploadResponseSchema } from '@shared/contracts/users';
import { apiRequest } from './api-client';

/**
 * Uploads one picture (POST /api/uploads, the file in `car_image`) and answers the path to save
 * where it is shown: a profile photo, a driver's photo. A picture never saved is removed by the
 * hourly sweep of unused uploads. A `private` one (a receipt) is its uploader's alone until a
 * record that may show it to others takes it.
 */
export async function uploadImage(
  file: File,
  visibility: 'public' | 'private' = 'public',
): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const answer = await apiRequest(`/api/uploads?visibility=${visibility}`, {
    method: 'POST',
    body: form,
    auth: true,
    schema: UploadResponseSchema,
  });
  return answer.car_image_url;
}
