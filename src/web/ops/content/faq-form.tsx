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
import { useContentForm, type ContentFormProps } from './use-content-form';

const resolver = zodResolver(FaqBodySchema) as Resolver<FaqBodyInput, unknown, FaqBody>;

/** A FAQ's question and answer, and its place on the FAQ page. */
export function FaqForm({ item, nextPosition, onSaved, onCancel }: ContentFormProps<AdminFaq>) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const { field, errors, frame } = useContentForm({
    api: FAQS_API,
    item,
    resolver,
    defaultValues: item
      ? { question: item.question, answer: item.answer, position: item.position }
      : { question: '', answer: '', position: nextPosition },
    fieldNames: ['question', 'answer', 'position'],
    onSaved,
  });

  return (
    <FormFrame title={item ? t`Edit FAQ` : t`New FAQ`} onCancel={onCancel} {...frame}>
      <TextField
        label={t`Question`}
        maxLength={CONTENT_LIMITS.title}
        error={message(errors.question)}
        registration={field('question')}
      />
      <TextField
        label={t`Answer`}
        multiline
        hint={t`Line breaks show on the FAQ page as you write them.`}
        error={message(errors.answer)}
        registration={field('answer')}
      />
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
