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

/** A decorative night road with city lights, drawn inline so the hero needs no image download. */
function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 h-full w-full"
      viewBox="0 0 1440 720"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <radialGradient id="hero-sun" cx="78%" cy="18%" r="40%">
          <stop offset="0" stopColor="#f5b642" stopOpacity="0.45" />
          <stop offset="1" stopColor="#f5b642" stopOpacity="0" />
        </radialGradient>
        <pattern id="hero-dots" width="28" height="28" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.2" fill="#ffffff" fillOpacity="0.07" />
        </pattern>
      </defs>
      <rect width="1440" height="720" fill="url(#hero-dots)" />
      <rect width="1440" height="720" fill="url(#hero-sun)" />
      {/* Skyline */}
      <path
        fill="#0b3334"
        fillOpacity="0.75"
        d="M0 520h60v-60h40v-40h50v70h30v-110h60v80h40v-50h70v90h40v-130h28l12-30 12 30h28v130h50v-70h60v40h40v-100h70v120h50v-60h40v-50h60v90h50v-140h30l15-40 15 40h30v150h60v-80h50v40h60v-70h60v110h50v-60h70v70H1440v200H0Z"
      />
      {/* Sweeping light trails */}
      <path
        d="M-20 640C260 560 520 600 760 520s520-120 720-90"
        fill="none"
        stroke="#f5b642"
        strokeOpacity="0.35"
        strokeWidth="3"
      />
      <path
        d="M-20 680C300 600 560 640 820 560s480-110 660-80"
        fill="none"
        stroke="#aeddd8"
        strokeOpacity="0.25"
        strokeWidth="2"
      />
      <path
        d="M-20 600C220 540 480 560 700 500s560-150 760-120"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.12"
        strokeWidth="2"
      />
    </svg>
  );
}

/** docs/product/storefront.md#home: the hero with "Find Your Perfect Ride", the typewriter line and the search. */
export function Hero() {
  const { i18n } = useLingui();
  const language = i18n.locale;
  // A new language gives new lines, and a fresh typewriter (keyed by it) starts at the first.
  const lines = TYPEWRITER_LINES.map((line) => i18n._(line));
  const cityCount = CITIES.length;
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
      <HeroBackdrop />
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
