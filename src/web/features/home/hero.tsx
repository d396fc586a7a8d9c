import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CITIES, TYPEWRITER } from '@shared/constants';
import { ClockIcon, ShieldCheckIcon, UserCheckIcon } from '../../components/icons';
import { RideSearchForm } from './ride-search-form';
import { Typewriter, TYPEWRITER_LINES } from './typewriter';

const PROMISES = [
  { key: 'driver', icon: UserCheckIcon, text: msg`Professional driver with every car` },
  { key: 'verified', icon: ShieldCheckIcon, text: msg`Verified travel companies` },
  { key: 'help', icon: ClockIcon, text: msg`Help desk for every trip` },
];

/** docs/product/storefront.md#home: the hero with "Find Your Perfect Ride", the typewriter line and the search. */
export function Hero() {
  const { i18n } = useLingui();
  const language = i18n.locale;
  // A new language gives new lines, and a fresh typewriter (keyed by it) starts at the first.
  const lines = TYPEWRITER_LINES.map((line) => i18n._(line));
  const cityCount = CITIES.length;
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
      {/* A decorative night road with city lights, drawn by the style sheet (styles.css). */}
      <div aria-hidden="true" className="hero-backdrop absolute inset-0" />
      {/* Phones read the pitch, then the search, then the promises; wide screens put the search beside both. */}
      <div className="container-page relative grid items-center gap-x-16 gap-y-8 pb-24 pt-10 sm:pt-16 lg:grid-cols-[1.15fr_1fr] lg:pb-32 lg:pt-20">
        <div className="lg:col-start-1 lg:row-start-1 lg:self-end">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-3 py-1 text-xs font-medium text-brand-50 backdrop-blur">
            <span className="h-1.5 w-1.5 rounded-full bg-accent-400" aria-hidden="true" />
            <Trans>
              Andhra Pradesh &amp; Telangana ·{' '}
              <Plural value={cityCount} one="# city" other="# cities" />
            </Trans>
          </p>
          <h1 className="mt-5 text-4xl font-extrabold leading-[1.05] tracking-tight sm:text-5xl lg:text-6xl">
            <Trans>
              Find Your{' '}
              <span className="block bg-gradient-to-r from-accent-300 to-accent-400 bg-clip-text text-transparent">
                Perfect Ride
              </span>
            </Trans>
          </h1>
          <Typewriter
            key={language}
            lines={lines}
            speed={TYPEWRITER.speed}
            pauseMs={TYPEWRITER.pauseMs}
            className="mt-5 max-w-xl text-lg text-brand-100 sm:text-xl"
          />
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:w-full lg:max-w-md lg:justify-self-end">
          <RideSearchForm />
        </div>
        <ul className="grid gap-3 text-sm text-brand-50 sm:grid-cols-3 lg:col-start-1 lg:row-start-2 lg:max-w-xl lg:self-start">
          {PROMISES.map(({ key, icon: PromiseIcon, text }) => (
            <li key={key} className="flex items-center gap-2">
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-white/10 text-accent-300">
                <PromiseIcon className="h-4 w-4" />
              </span>
              {i18n._(text)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
