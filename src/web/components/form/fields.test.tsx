import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { renderWithProviders } from '../../test/render';
import { NumberField, SelectField, TextareaField, TextField, useFieldMessage } from './index';

const Schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required')),
  note: z.string().check(z.maxLength(10, 'At most 10 letters')),
  seats: z.number('Enter the seats'),
  fuel: z.enum(['petrol', 'diesel'], 'Choose the fuel'),
});
type Input = z.input<typeof Schema>;

function Form({ onSend }: { onSend: (body: z.output<typeof Schema>) => void }) {
  const message = useFieldMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, z.output<typeof Schema>>({
    resolver: zodResolver(Schema),
    defaultValues: { name: '', note: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSend)}>
      <TextField
        label="Name"
        hint="As on the licence."
        error={message(errors.name)}
        registration={register('name')}
      />
      <TextareaField
        label="Note"
        optional
        rows={4}
        error={message(errors.note)}
        registration={register('note')}
      />
      <NumberField
        label="Seats"
        suffix="+ driver"
        error={message(errors.seats)}
        registration={register('seats', { valueAsNumber: true })}
      />
      <SelectField
        label="Fuel"
        placeholder="Choose"
        choices={['petrol', 'diesel'] as const}
        labelOf={(fuel) => (fuel === 'petrol' ? 'Petrol' : 'Diesel')}
        error={message(errors.fuel)}
        registration={register('fuel')}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('the shared form fields', () => {
  it('tie each error and hint to its field, and focus the first field to correct', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Form onSend={onSend} />);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('As on the licence.');
    expect(screen.getByLabelText('Note (optional)')).toHaveAttribute('rows', '4');

    await user.type(screen.getByLabelText('Note (optional)'), 'Too long a note');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByLabelText('Name');
    expect(await screen.findByText('Name is required')).toBeVisible();
    // The error first, then the hint.
    expect(name).toHaveAccessibleDescription('Name is required As on the licence.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Note (optional)')).toHaveAccessibleDescription(
      'At most 10 letters',
    );
    expect(screen.getByRole('spinbutton', { name: 'Seats' })).toHaveAccessibleDescription(
      'Enter the seats',
    );
    expect(screen.getByRole('combobox', { name: 'Fuel' })).toHaveAccessibleDescription(
      'Choose the fuel',
    );
    expect(onSend).not.toHaveBeenCalled();
  });

  it('send the checked values once every field is right', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Form onSend={onSend} />);
    await user.type(screen.getByLabelText('Name'), '  Ravi ');
    await user.type(screen.getByRole('spinbutton', { name: 'Seats' }), '4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fuel' }), 'Diesel');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(onSend.mock.calls[0]![0]).toEqual({ name: 'Ravi', note: '', seats: 4, fuel: 'diesel' });
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });
});
