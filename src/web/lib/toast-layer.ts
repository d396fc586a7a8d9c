/**
 * The toasts' layer: a manual popover, so that it lives in the browser's top layer like a modal
 * dialog, which hides everything else. The top layer stacks in the order things were shown, so
 * a dialog that opens raises the toasts above itself again.
 */
let layer: HTMLElement | null = null;

function canPop(element: HTMLElement) {
  return typeof element.showPopover === 'function';
}

/**
 * Called by the toast container with its layer's element when it mounts, null when it goes. The
 * element becomes a popover only where the browser has them: elsewhere it stays a plain box in
 * the page, as toasts were before.
 */
export function setToastLayer(element: HTMLElement | null) {
  layer = element;
  if (!layer || !canPop(layer)) return;
  layer.popover = 'manual';
  if (!layer.matches(':popover-open')) layer.showPopover();
}

/** Puts the toasts back on top of the top layer, above a dialog just opened. */
export function raiseToastLayer() {
  if (!layer || !canPop(layer) || !layer.isConnected) return;
  if (layer.matches(':popover-open')) layer.hidePopover();
  layer.showPopover();
}
