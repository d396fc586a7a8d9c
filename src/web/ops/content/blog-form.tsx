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
import { fieldIn, inLanguage, LanguageTabs, translationValues } from './translation-fields';
import { useContentForm, type ContentFormProps } from './use-content-form';

const TRANSLATED = ['title', 'description'] as const;

const resolver = zodResolver(BlogBodySchema) as Resolver<BlogBodyInput, unknown, BlogBody>;

/** A blog: its title, its cover picture and its text in Markdown, previewed as readers see it. */
export function BlogForm({ item, onSaved, onCancel }: ContentFormProps<AdminBlog>) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const { language, setLanguage, invalid, field, control, setValue, errors, frame, setUploading } =
    useContentForm({
      api: BLOGS_API,
      item,
      resolver,
      defaultValues: {
        ...(item
          ? { title: item.title, description: item.description, image: item.image ?? '' }
          : { title: '', description: '', image: '' }),
        translations: translationValues(TRANSLATED, item?.translations),
      },
      fieldNames: ['title', 'description', 'image'],
      translated: TRANSLATED,
      onSaved,
    });
  const [title = '', image = '', description = ''] = useWatch({
    control,
    name: [fieldIn(language, 'title'), 'image', fieldIn(language, 'description')],
  });
  // The words in the chosen language: English is the record's own, the others its translations.
  const words = language === 'en' ? errors : (errors.translations?.[language] ?? {});

  return (
    <FormFrame title={item ? t`Edit blog` : t`New blog`} onCancel={onCancel} {...frame}>
      <LanguageTabs value={language} onChange={setLanguage} invalid={invalid} />
      <TextField
        key={`title-${language}`}
        label={t`Title`}
        optional={language !== 'en'}
        maxLength={CONTENT_LIMITS.title}
        error={message(words.title)}
        registration={inLanguage(field(fieldIn(language, 'title')), language)}
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
        key={`text-${language}`}
        label={t`Blog text`}
        value={description}
        error={message(words.description)}
        registration={inLanguage(field(fieldIn(language, 'description')), language)}
      />
    </FormFrame>
  );
}
