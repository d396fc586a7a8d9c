import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { HELP_DESK } from '@shared/constants';
import { PhoneIcon } from '../components/icons';
import { telHref, useSiteConfig } from '../lib/site';
import { paths } from '../paths';

/** Opens the phone's dialer. An object so tests can watch the call without a real navigation. */
export const dialer = {
  call(href: string) {
    window.location.href = href;
  },
};

/**
 * docs/product/storefront.md#help-desk: the floating Help Desk button. Collapsed it is a 3rem phone circle; on hover,
 * focus or click, and by itself every 120 s for 3 s, it widens to 10rem with its label and
 * tooltip. A click dials the support number about 100 ms later.
 */
export function HelpDesk() {
  const { t } = useLingui();
  const { supportPhone } = useSiteConfig();
  const besideActionBar = useLocation().pathname.startsWith(paths.car(''));
  const tooltipId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [autoExpanded, setAutoExpanded] = useState(false);
  const expanded = hovered || focused || pressed || autoExpanded;
  const callTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let collapse: ReturnType<typeof setTimeout> | undefined;
    const every = setInterval(() => {
      setAutoExpanded(true);
      clearTimeout(collapse);
      collapse = setTimeout(() => setAutoExpanded(false), HELP_DESK.autoExpandForMs);
    }, HELP_DESK.autoExpandEveryMs);
    return () => {
      clearInterval(every);
      clearTimeout(collapse);
      clearTimeout(callTimer.current);
    };
  }, []);

  function call() {
    setPressed(true);
    clearTimeout(callTimer.current);
    // docs/product/storefront.md#page-states: the call opens after about 100 ms, once the button has visibly responded.
    callTimer.current = setTimeout(() => dialer.call(telHref(supportPhone)), HELP_DESK.callDelayMs);
  }

  return (
    <div
      className={`pointer-events-none fixed right-4 z-30 sm:right-6 ${
        // A car page on a phone has its own bar of actions, Contact included
        // (features/cars/phone-action-bar.tsx): there the button would only cover the page.
        besideActionBar ? 'hidden md:block md:bottom-6' : 'bottom-4 sm:bottom-6'
      }`}
    >
      {expanded ? (
        <div
          id={tooltipId}
          role="tooltip"
          className="absolute bottom-full right-0 mb-2 whitespace-nowrap rounded-lg bg-brand-900 px-3 py-2 text-xs font-medium text-white shadow-lg"
        >
          <Trans>📞 Call to book your ride</Trans>
          <span
            className="absolute -bottom-1 right-5 h-2 w-2 rotate-45 bg-brand-900"
            aria-hidden="true"
          />
        </div>
      ) : null}
      <button
        type="button"
        aria-label={t`Help Desk: call ${supportPhone}`}
        aria-describedby={expanded ? tooltipId : undefined}
        data-expanded={expanded}
        onClick={call}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => {
          setHovered(false);
          setPressed(false);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setPressed(false);
        }}
        className={`pointer-events-auto ml-auto flex h-12 items-center overflow-hidden rounded-full bg-accent-400 text-brand-900 shadow-lg ring-4 ring-white/90 transition-[width,background-color] duration-300 ease-out hover:bg-accent-500 motion-reduce:transition-none ${
          expanded ? 'w-40' : 'w-12'
        }`}
      >
        <span className="grid h-12 w-12 shrink-0 place-items-center text-xl">
          <PhoneIcon />
        </span>
        {expanded ? (
          <span className="whitespace-nowrap pr-4 text-sm font-bold">
            <Trans>Help Desk</Trans>
          </span>
        ) : null}
      </button>
    </div>
  );
}
