// The permit a tourist cab pays to enter each state a route reaches, by seats. Seed data, to be
// reviewed by operations; operators' corrections live in the database.
import type { PermitData } from './data-shapes.js';

const permitSource = (state: string): string =>
  `Typical amount travel companies in AP/TS add for a 7-day ${state} tourist-vehicle permit ` +
  'in 2025–26; estimate, to be reviewed.';
const NO_PERMIT = "AP and TS charge each other's tourist cabs no entry permit today.";

export const PERMITS: PermitData[] = [
  // AP and TS do not charge each other's tourist cabs an entry permit today, so a trip between
  // them pays nothing; the rows exist so every state a route enters has a permit entry.
  { state: 'AP', upTo7: 0, upTo13: 0, over13: 0, source: NO_PERMIT },
  { state: 'TS', upTo7: 0, upTo13: 0, over13: 0, source: NO_PERMIT },
  { state: 'KA', upTo7: 1600, upTo13: 4500, over13: 8000, source: permitSource('Karnataka') },
  { state: 'TN', upTo7: 1500, upTo13: 4000, over13: 9000, source: permitSource('Tamil Nadu') },
  { state: 'PY', upTo7: 600, upTo13: 1500, over13: 3000, source: permitSource('Puducherry') },
  { state: 'OD', upTo7: 1200, upTo13: 3000, over13: 6000, source: permitSource('Odisha') },
  { state: 'MH', upTo7: 1300, upTo13: 3500, over13: 7000, source: permitSource('Maharashtra') },
  { state: 'CG', upTo7: 1000, upTo13: 2500, over13: 5000, source: permitSource('Chhattisgarh') },
];
