import { useLingui } from '@lingui/react/macro';
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type PointerEvent,
} from 'react';
import { TOAST_DEFAULTS } from '@shared/constants';
import { CheckCircleIcon, CircleAlertIcon, InfoIcon, XIcon } from '../components/icons';
import { authToken } from '../lib/storage';
import { toast, toastStore, type Toast, type ToastKind } from '../lib/toast';
import { setToastLayer } from '../lib/toast-layer';
import { markToastsShown } from '../lib/toasts-shown';

const SESSION_ENDED_TOAST = 'session-ended';

const KIND_LOOK: Record<ToastKind, { icon: typeof InfoIcon; colour: string; clock: string }> = {
  success: { icon: CheckCircleIcon, colour: 'text-success', clock: 'bg-success' },
  error: { icon: CircleAlertIcon, colour: 'text-danger', clock: 'bg-danger' },
  info: { icon: InfoIcon, colour: 'text-brand-600', clock: 'bg-brand-600' },
};

/**
 * docs/product/storefront.md#constants: toasts at the top right (across the top on a phone), each
 * closing after 5000 ms, paused while the pointer is on it and while the window is not in front,
 * and swiped away once dragged 80 % of its width.
 */
export default function ConfiguredToastContainer() {
  const { t } = useLingui();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.current, toastStore.current);
  const [windowInFront, setWindowInFront] = useState(() => document.hasFocus());
  useEffect(markToastsShown, []);
  useEffect(() => {
    const front = () => setWindowInFront(true);
    const behind = () => setWindowInFront(false);
    window.addEventListener('focus', front);
    window.addEventListener('blur', behind);
    return () => {
      window.removeEventListener('focus', front);
      window.removeEventListener('blur', behind);
      // Gone with the page (or a test's render): nothing left over for the next one.
      toast.dismiss();
    };
  }, []);
  return (
    // A popover, in the top layer, so that toasts show above an open modal dialog too
    // (lib/toast-layer.ts); a box of no size, the toasts placing themselves on the screen.
    <div ref={setToastLayer} className="m-0 size-0 overflow-visible border-0 bg-transparent p-0">
      <SessionEndedNotice />
      <section
        aria-label={t`Status messages`}
        className="pointer-events-none fixed inset-x-3 top-3 z-[9999] flex flex-col gap-2 sm:left-auto sm:right-4 sm:top-4 sm:w-96"
      >
        {toasts.map((shown) => (
          <ToastCard key={shown.id} toast={shown} paused={!windowInFront} />
        ))}
      </section>
    </div>
  );
}

/** One toast: its clock, its close button, and the drag that swipes it away. */
function ToastCard({ toast: shown, paused }: { toast: Toast; paused: boolean }) {
  const { t } = useLingui();
  const [hovered, setHovered] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  // Where a press on the toast began; none while nothing presses it, so a drag begun elsewhere
  // that passes over the toast does not move it.
  const start = useRef(Number.NaN);
  const close = () => toast.dismiss(shown.id);
  const look = KIND_LOOK[shown.kind];
  const Icon = look.icon;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = event.button === 0 ? event.clientX : Number.NaN;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.buttons !== 1 || Number.isNaN(start.current)) return;
    const moved = event.clientX - start.current;
    // Held only once it really moves, so a press on a button inside is still a click.
    if (dragged === null && Math.abs(moved) < 6) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragged(moved);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    start.current = Number.NaN;
    if (dragged === null) return;
    const width = event.currentTarget.offsetWidth;
    if (Math.abs(dragged) >= (width * TOAST_DEFAULTS.dragPercent) / 100) close();
    else setDragged(null);
  };
  const onPointerCancel = () => {
    start.current = Number.NaN;
    setDragged(null);
  };

  const moving: CSSProperties | undefined =
    dragged === null
      ? undefined
      : {
          transform: `translateX(${dragged}px)`,
          opacity: 1 - Math.min(Math.abs(dragged) / 400, 0.7),
        };
  return (
    <div
      role="alert"
      style={moving}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      className="toast-card pointer-events-auto relative flex touch-pan-y select-none items-start gap-3 overflow-hidden rounded-xl bg-white py-3.5 pl-4 pr-10 text-sm text-ink shadow-lg ring-1 ring-slate-200"
    >
      <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${look.colour}`} />
      <div className="min-w-0 flex-1 break-words">
        {typeof shown.content === 'function' ? shown.content({ closeToast: close }) : shown.content}
      </div>
      <button
        type="button"
        onClick={close}
        aria-label={t`Close`}
        className="absolute right-1.5 top-1.5 rounded-full p-1.5 text-muted hover:bg-slate-100 hover:text-ink"
      >
        <XIcon className="h-4 w-4" />
      </button>
      {/* The toast's clock: it closes when the bar has run out, and the bar stops while paused. */}
      <span
        aria-hidden="true"
        onAnimationEnd={close}
        style={{
          animationDuration: `${TOAST_DEFAULTS.autoCloseMs}ms`,
          animationPlayState: paused || hovered || dragged !== null ? 'paused' : 'running',
        }}
        className={`toast-clock absolute inset-x-0 bottom-0 h-1 ${look.clock}`}
      />
    </div>
  );
}

/**
 * The one message a customer reads when the server refuses their token: the API client forgets
 * the token on the first 401, and the pages that asked stay silent about it (lib/api-retry.ts
 * `isSessionEnded`), so the header's signed-out state and this toast say it once.
 */
function SessionEndedNotice() {
  const { t } = useLingui();
  const message = t`Your session has ended. Please log in again.`;
  useEffect(
    () =>
      authToken.onSessionEnded(() => {
        toast.error(message, { toastId: SESSION_ENDED_TOAST });
      }),
    [message],
  );
  return null;
}
