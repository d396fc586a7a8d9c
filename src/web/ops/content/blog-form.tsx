import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useWatch, type Resolver } from 'react-hook-form';
import {
  BlogBodySchema,
  CONTENT_LIMITS,
  type AdminBlog,
  type BlogBody,
  type BlogBodyInput,
} from '@shared/contracts/content';
import { TextField, useFieldMessage } from '../../components/form';
import { BLOGS_API } from './content-apis';
import { FormFrame } from '../../components/console/form-frame';
import { ImageField } from './image-field';
import { MarkdownEditor } from './markdown-editor';
import { useContentForm, type ContentFormProps } from './use-content-form';

const resolver = zodResolver(BlogBodySchema) as Resolver<BlogBodyInput, unknown, BlogBody>;

/** A blog: its title, its cover picture and its text in Markdown, previewed as readers see it. */
export function BlogForm({ item, onSaved, onCancel }: ContentFormProps<AdminBlog>) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const { field, control, setValue, errors, frame, setUploading } = useContentForm({
    api: BLOGS_API,
    item,
    resolver,
    defaultValues: item
      ? { title: item.title, description: item.description, image: item.image ?? '' }
      : { title: '', description: '', image: '' },
    fieldNames: ['title', 'description', 'image'],
    onSaved,
  });
  const [title = '', image = '', description = ''] = useWatch({
    control,
    name: ['title', 'image', 'description'],
  });

  return (
    <FormFrame title={item ? t`Edit blog` : t`New blog`} onCancel={onCancel} {...frame}>
      <TextField
        label={t`Title`}
        maxLength={CONTENT_LIMITS.title}
        error={message(errors.title)}
        registration={field('title')}
      />
      <ImageField
        label={t`Cover picture`}
        optional
        value={image}
        alt={title}
        error={message(errors.image)}
        onUploading={setUploading}
        onChange={(path) => setValue('image', path, { shouldDirty: true })}
      />
      <MarkdownEditor
        label={t`Blog text`}
        value={description}
        error={message(errors.description)}
        registration={field('description')}
      />
    </FormFrame>
  );
}
