import { PRODUCT_NAME } from '@shared/constants';
import { CarFrontIcon } from '../components/icons';

/** The Saarthi wordmark with its small car badge; `tone` picks light or dark backgrounds. */
export function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        className={`grid h-9 w-9 place-items-center rounded-xl text-xl ${tone === 'dark' ? 'bg-brand-900 text-accent-400' : 'bg-white/10 text-accent-400'}`}
      >
        <CarFrontIcon />
      </span>
      <span
        className={`text-xl font-extrabold tracking-tight ${tone === 'dark' ? 'text-brand-900' : 'text-white'}`}
      >
        {PRODUCT_NAME}
      </span>
    </span>
  );
}
