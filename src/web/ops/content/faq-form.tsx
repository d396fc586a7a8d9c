import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';

import type { Resolver } from 'react-hook-form';

import {
  CONTENT_LIMITS,
  FaqBodySchema,
  type AdminFaq,
  type FaqBody,
  type FaqBodyInput,
} from '@shared/contracts/content';
import { NumberField, TextField, useFieldMessage } from '../../components/form';
import { FAQS_API } from './content-apis';
import { FormFrame } from '../../components/console/form-frame';
import { fieldIn, inLanguage, LanguageTabs, translationValues } from './translation-fields';
import { useContentForm, type ContentFormProps } from './use-content-form';

const TRANSLATED = ['question', 'answer'] as const;

const resolver = zodResolver(FaqBodySchema) as Resolver<FaqBodyInput, unknown, FaqBody>;

/** A FAQ's question and answer, and its place on the FAQ page. */
export function FaqForm({ item, nextPosition, onSaved, onCancel }: ContentFormProps<AdminFaq>) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const { language, setLanguage, invalid, field, errors, frame } = useContentForm({
    api: FAQS_API,
    item,
    resolver,
    defaultValues: {
      ...(item
        ? { question: item.question, answer: item.answer, position: item.position }
        : { question: '', answer: '', position: nextPosition }),
      translations: translationValues(TRANSLATED, item?.translations),
    },
    fieldNames: ['question', 'answer', 'position'],
    translated: TRANSLATED,
    onSaved,
  });
  // The words in the chosen language: English is the record's own, the others its translations.
  const words = language === 'en' ? errors : (errors.translations?.[language] ?? {});
  const box = (name: (typeof TRANSLATED)[number]) =>
    inLanguage(field(fieldIn(language, name)), language);

  return (
    <FormFrame title={item ? t`Edit FAQ` : t`New FAQ`} onCancel={onCancel} {...frame}>
      <LanguageTabs value={language} onChange={setLanguage} invalid={invalid} />
      {/* Keyed by language: each language's boxes are their own, with their own ids. */}
      <div key={language} className="space-y-4">
        <TextField
          label={t`Question`}
          optional={language !== 'en'}
          maxLength={CONTENT_LIMITS.title}
          error={message(words.question)}
          registration={box('question')}
        />
        <TextField
          label={t`Answer`}
          optional={language !== 'en'}
          multiline
          hint={t`Line breaks show on the FAQ page as you write them.`}
          maxLength={CONTENT_LIMITS.text}
          error={message(words.answer)}
          registration={box('answer')}
        />
      </div>
      <div className="max-w-48">
        <NumberField
          label={t`Position`}
          hint={t`Lower numbers come first.`}
          max={CONTENT_LIMITS.position.max}
          error={message(errors.position)}
          registration={field('position', { valueAsNumber: true })}
        />
      </div>
    </FormFrame>
  );
}
