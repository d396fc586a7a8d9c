import { PRODUCT_NAME } from '@shared/constants';
import { CarFrontIcon } from '../components/icons';

/**
 * The Saarthi wordmark with its small car badge; `tone` picks light or dark backgrounds. A bar
 * with a badge of its own and more controls (the partner portal, the console) drops the word on
 * the narrowest phones, where with a wide system font it would push the bar past the screen.
 */
export function BrandLogo({
  tone = 'dark',
  wordOnNarrowPhones = true,
}: {
  tone?: 'dark' | 'light';
  wordOnNarrowPhones?: boolean;
}) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        className={`grid h-9 w-9 place-items-center rounded-xl text-xl ${tone === 'dark' ? 'bg-brand-900 text-accent-400' : 'bg-white/10 text-accent-400'}`}
      >
        <CarFrontIcon />
      </span>
      <span
        className={`text-xl font-extrabold tracking-tight ${tone === 'dark' ? 'text-brand-900' : 'text-white'} ${wordOnNarrowPhones ? '' : 'hidden min-[420px]:inline'}`}
      >
        {PRODUCT_NAME}
      </span>
    </span>
  );
}
