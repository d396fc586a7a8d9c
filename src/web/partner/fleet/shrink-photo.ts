/** The longest side a car photo needs: the car page shows it at most this wide on a large screen. */
export const PHOTO_MAX_SIDE = 2000;
/** Photos smaller than this go as they are: shrinking them would save little and cost quality. */
const SHRINK_FROM_BYTES = 1.5 * 1024 * 1024;
const JPEG_QUALITY = 0.85;

/**
 * A phone camera's photo made small enough to send: at most {@link PHOTO_MAX_SIDE} pixels on its
 * longest side, as JPEG. Cameras now take photos of 5 to 15 MB, more than the 5 MB an upload may
 * be and slow on a phone's data connection. Anything that cannot be shrunk here (a GIF, a browser
 * without `createImageBitmap`, a file it cannot read) is sent as it is, and the server decides.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (file.size < SHRINK_FROM_BYTES || !/^image\/(jpeg|png|webp)$/.test(file.type)) return file;
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    // Turned as the camera recorded it (EXIF), so a portrait photo stays upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    // Keep whichever is smaller: a small, already compressed photo can grow when drawn again.
    if (!blob || blob.size >= file.size) return file;
    const name = file.name.replace(/\.[^.]*$/, '') || 'photo';
    return new File([blob], `${name}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
