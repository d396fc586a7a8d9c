import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import { useWatch, type Resolver } from 'react-hook-form';

import {
  CONTENT_LIMITS,
  HOME_STRIP_KINDS,
  HomeStripItemBodySchema,
  type AdminHomeStripItem,
  type HomeStripItemBody,
  type HomeStripItemBodyInput,
  type HomeStripKind,
} from '@shared/contracts/content';
import { NumberField, SelectField, TextField, useFieldMessage } from '../../components/form';
import { HOME_STRIPS_API } from './content-apis';
import { FormFrame } from '../../components/console/form-frame';
import { ImageField } from './image-field';
import { fieldIn, inLanguage, LanguageTabs, translationValues } from './translation-fields';
import { useContentForm, type ContentFormProps } from './use-content-form';

/** The home page's three strips, in the operator's words. */
export const HOME_STRIP_LABELS: Record<HomeStripKind, MessageDescriptor> = {
  featured: msg({ message: 'Featured', comment: 'Home strip: featured pictures' }),
  offer: msg({ message: 'Offers', comment: 'Home strip: offer pictures' }),
  reason: msg({ message: 'Why Saarthi', comment: 'Home strip: reasons to choose Saarthi' }),
};

const resolver = zodResolver(HomeStripItemBodySchema) as Resolver<
  HomeStripItemBodyInput,
  unknown,
  HomeStripItemBody
>;

/** One picture of a home strip: which strip, its picture, its description and its place. */
export function HomeStripForm({
  item,
  nextPosition,
  onSaved,
  onCancel,
}: ContentFormProps<AdminHomeStripItem>) {
  const { t, i18n } = useLingui();
  const message = useFieldMessage();
  const { language, setLanguage, invalid, field, control, setValue, errors, frame, setUploading } =
    useContentForm({
      api: HOME_STRIPS_API,
      item,
      resolver,
      defaultValues: {
        ...(item
          ? { kind: item.kind, title: item.title, imageUrl: item.imageUrl, position: item.position }
          : { kind: 'featured' as const, title: '', imageUrl: '', position: nextPosition }),
        translations: translationValues(['title'], item?.translations),
      },
      fieldNames: ['kind', 'title', 'imageUrl', 'position'],
      translated: ['title'],
      onSaved,
    });
  const [title = '', imageUrl = ''] = useWatch({ control, name: ['title', 'imageUrl'] });
  const titleError = language === 'en' ? errors.title : errors.translations?.[language]?.title;

  return (
    <FormFrame
      title={item ? t`Edit home strip picture` : t`New home strip picture`}
      onCancel={onCancel}
      {...frame}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t`Strip`}
          choices={HOME_STRIP_KINDS}
          labelOf={(kind) => i18n._(HOME_STRIP_LABELS[kind])}
          error={message(errors.kind)}
          registration={field('kind')}
        />
        <NumberField
          label={t`Position`}
          hint={t`Lower numbers come first in the strip.`}
          max={CONTENT_LIMITS.position.max}
          error={message(errors.position)}
          registration={field('position', { valueAsNumber: true })}
        />
      </div>
      <LanguageTabs value={language} onChange={setLanguage} invalid={invalid} />
      <TextField
        key={language}
        label={t`Description`}
        optional={language !== 'en'}
        hint={t`What the picture shows, for people who cannot see it.`}
        maxLength={CONTENT_LIMITS.title}
        error={message(titleError)}
        registration={inLanguage(field(fieldIn(language, 'title')), language)}
      />
      <ImageField
        label={t`Picture`}
        value={imageUrl}
        alt={title}
        error={message(errors.imageUrl)}
        onUploading={setUploading}
        onChange={(path) => setValue('imageUrl', path, { shouldDirty: true })}
      />
    </FormFrame>
  );
}
