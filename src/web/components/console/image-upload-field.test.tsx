import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ImageUploadField } from './image-upload-field';

function renderField(value = '', removable = true) {
  const onChange = vi.fn();
  renderWithProviders(
    <ImageUploadField
      legend="Photo"
      preview={<span>preview</span>}
      noun="photo"
      value={value}
      removable={removable}
      rowClassName="flex"
      error={undefined}
      onUploading={() => undefined}
      onChange={onChange}
    />,
  );
  return onChange;
}

describe('ImageUploadField', () => {
  it('says a file that is not an image is refused, before sending it', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderField();
    const input = screen.getByLabelText('Choose photo');
    await userEvent.upload(input, new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers to change or remove a chosen image, and removes only an optional one', async () => {
    const onChange = renderField('/uploads/ravi.jpg');
    expect(screen.getByLabelText('Change photo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('keeps a required image: no way to remove it', () => {
    renderField('/uploads/cover.jpg', false);
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
  });
});
