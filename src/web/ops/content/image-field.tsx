import { Trans, useLingui } from '@lingui/react/macro';
import {
  ImageUploadField,
  type ImageUploadHandlers,
} from '../../components/console/image-upload-field';
import { OptionalMark } from '../../components/form';
import { ImageWithFallback } from '../../components/image-with-fallback';

/** A picture of the content (a blog's cover, a home strip's picture, a listing's photo). */
export function ImageField({
  label,
  value,
  alt,
  optional = false,
  error,
  onUploading,
  onChange,
}: {
  label: string;
  /** The saved path, or '' for none. */
  value: string;
  /** What the picture shows, for the preview's alt text. */
  alt: string;
  optional?: boolean;
} & ImageUploadHandlers) {
  const { t } = useLingui();
  return (
    <ImageUploadField
      noun="picture"
      value={value}
      removable={optional}
      rowClassName="flex flex-col gap-3 sm:flex-row sm:items-center"
      error={error}
      onUploading={onUploading}
      onChange={onChange}
      legend={
        <>
          {label}
          {optional ? <OptionalMark /> : null}
        </>
      }
      preview={
        <div className="grid aspect-video w-full max-w-56 shrink-0 place-items-center overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50 text-sm text-muted">
          {value ? (
            <ImageWithFallback
              src={value}
              alt={alt || t`Chosen picture`}
              className="h-full w-full object-cover"
            />
          ) : (
            <span>
              <Trans>No picture yet</Trans>
            </span>
          )}
        </div>
      }
    />
  );
}
