import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setToastLayer } from '../lib/toast-layer';
import { Modal } from './modal';

function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Modal title="Remove this car?" onClose={close}>
          <button type="button">Remove</button>
          <button type="button" onClick={close}>
            Keep
          </button>
        </Modal>
      ) : null}
    </main>
  );
}

async function openDialog(onClose?: () => void) {
  const user = userEvent.setup();
  render(<Page onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Remove this car?' }) };
}

describe('Modal', () => {
  it('opens as a modal dialog named by its title, with the focus inside', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveProperty('open', true);
    expect(dialog.tagName).toBe('DIALOG');
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and gives the focus back to its opener', async () => {
    const onClose = vi.fn();
    const { user, opener } = await openDialog(onClose);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a click on its backdrop, not on one inside', async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByRole('heading', { name: 'Remove this car?' }));
    expect(dialog).toBeInTheDocument();
    // The backdrop is the dialog element's own: a click there targets the element itself.
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside', async () => {
    const { user, dialog } = await openDialog();
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('raises the toasts above itself, in the top layer', async () => {
    // jsdom has no popovers: these stand for the browser's, recording the order things show.
    const shown: string[] = [];
    const layer = document.createElement('div');
    Object.assign(layer, {
      showPopover: () => shown.push('toasts'),
      hidePopover: () => undefined,
    });
    document.body.append(layer);
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    showModal.mockImplementation(function (this: HTMLDialogElement) {
      this.open = true;
      shown.push('dialog');
    });
    try {
      setToastLayer(layer);
      expect(layer.popover).toBe('manual');
      await openDialog();
      expect(shown).toEqual(['toasts', 'dialog', 'toasts']);
    } finally {
      showModal.mockRestore();
      setToastLayer(null);
      layer.remove();
    }
  });
});
