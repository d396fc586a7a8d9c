import { useState } from 'react';
import { imageUrl } from '../../components/image-with-fallback';

/** Up to two letters of a name ("Ravi Kumar" → "RK"), in whatever script it is written. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words.slice(0, 1);
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

const SIZES = {
  md: 'h-14 w-14 text-lg',
  lg: 'h-20 w-20 text-2xl',
} as const;

/**
 * A driver's photo, or their initials when there is none (or it fails to load). Driver photos
 * are public uploads, so a plain image does. Where the name stands beside it (a card), it is not
 * announced twice; `alt` names the photo where it is the subject (the form's preview).
 */
export function DriverAvatar({
  name,
  photo,
  size = 'md',
  alt,
}: {
  name: string;
  photo: string;
  size?: keyof typeof SIZES;
  alt?: string;
}) {
  // Remembered per photo: a new photo gets its own chance to load.
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = photo !== '' && failed !== photo;
  return (
    <span
      aria-hidden={showPhoto && alt ? undefined : true}
      className={`grid shrink-0 place-items-center overflow-hidden rounded-full bg-brand-50 font-bold text-brand-700 ring-1 ring-brand-100 ${SIZES[size]}`}
    >
      {showPhoto ? (
        <img
          src={imageUrl(photo)}
          alt={alt ?? ''}
          className="h-full w-full object-cover"
          loading="lazy"
          decoding="async"
          onError={() => setFailed(photo)}
        />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
