import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { useFieldMessage } from '../../components/form';

/**
 * A console search form. Its fields start from the search in the address, and are checked by
 * the server's own rules for that address (`schema`, from the contract), so the form says at
 * once what the server would refuse. `onValid` gets what was typed and what the rules made of it
 * (a reference read without its "SA-", for one).
 */
export function useSearchForm<Search extends FieldValues, Schema extends z.ZodMiniType>(
  schema: Schema,
  initial: Search,
  onValid: (typed: Search, checked: z.output<Schema>) => void,
) {
  const message = useFieldMessage();
  const form = useForm<Search, unknown, z.output<Schema>>({
    // The schema reads the form's values as its input (the contract's address fields).
    resolver: zodResolver(schema as never) as unknown as Resolver<
      Search,
      unknown,
      z.output<Schema>
    >,
    defaultValues: initial as DefaultValues<Search>,
  });
  return {
    form,
    register: form.register,
    errors: form.formState.errors,
    /** The field's refusal in the reader's language. */
    message,
    submit: form.handleSubmit((checked) => onValid(form.getValues(), checked)),
  };
}
