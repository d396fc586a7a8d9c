/**
 * jsdom has `<dialog>` but not showModal() and close(), nor what a browser does for a modal
 * dialog: focus its first focusable element, keep Tab inside it, and on Escape fire `cancel`
 * and, unless that is prevented, close it. This does the same, so that component tests check
 * what users get from the browser.
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

const modals: HTMLDialogElement[] = [];

function topModal() {
  while (modals.length > 0 && !modals.at(-1)!.isConnected) modals.pop();
  return modals.at(-1);
}

function focusables(dialog: HTMLDialogElement) {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.open = true;
    modals.push(this);
    (this.querySelector<HTMLElement>('[autofocus]') ?? focusables(this)[0])?.focus();
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, value?: string) {
    if (!this.open) return;
    this.open = false;
    if (value !== undefined) this.returnValue = value;
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };

  document.addEventListener('keydown', (event) => {
    const dialog = topModal();
    if (!dialog || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      const cancel = new Event('cancel', { cancelable: true });
      if (dialog.dispatchEvent(cancel)) dialog.close();
      return;
    }
    if (event.key !== 'Tab') return;
    // The page behind a modal dialog is inert: Tab goes round the dialog's own elements.
    const inside = focusables(dialog);
    const first = inside[0];
    const last = inside.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  });
}
