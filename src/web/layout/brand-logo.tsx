import { useLingui } from '@lingui/react/macro';
import { PRODUCT_NAME } from '@shared/constants';
import { Link } from 'react-router';
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

/**
 * The wordmark as the link home of an area. Its accessible name starts with what a sighted user
 * reads on it ("Saarthi", then the area's badge), so someone using voice control can say what
 * they see; the brand stays in Latin letters in every language, as on the wordmark.
 */
export function BrandHomeLink({
  to,
  badge,
  tone,
  wordOnNarrowPhones,
  className = 'shrink-0 rounded-lg',
  onClick,
}: {
  to: string;
  badge?: { text: string; className: string };
  tone?: 'dark' | 'light';
  wordOnNarrowPhones?: boolean;
  className?: string;
  onClick?: () => void;
}) {
  const { t } = useLingui();
  const badgeText = badge?.text ?? '';
  const name = badge
    ? t({
        message: `${PRODUCT_NAME} ${badgeText} home`,
        comment: 'Name of the logo link home in an area with a badge, e.g. "Saarthi Partner home"',
      })
    : t({ message: `${PRODUCT_NAME} home`, comment: 'Name of the logo link to the home page' });
  return (
    <Link to={to} aria-label={name} className={className} onClick={onClick}>
      <BrandLogo tone={tone} wordOnNarrowPhones={wordOnNarrowPhones} />
      {badge ? (
        <>
          {/* A space, so the logo's word and the badge read as two words. */}{' '}
          <span className={badge.className}>{badge.text}</span>
        </>
      ) : null}
    </Link>
  );
}
