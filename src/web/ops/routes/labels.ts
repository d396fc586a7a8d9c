import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The states a route can enter, by the vehicle registration codes the route data names them with
 * (server/modules/places/data-shapes.ts).
 */
const STATE_NAMES: Record<string, MessageDescriptor> = {
  AP: msg({ message: 'Andhra Pradesh', comment: 'Indian state a route enters' }),
  TS: msg({ message: 'Telangana', comment: 'Indian state a route enters' }),
  KA: msg({ message: 'Karnataka', comment: 'Indian state a route enters' }),
  TN: msg({ message: 'Tamil Nadu', comment: 'Indian state a route enters' }),
  OD: msg({ message: 'Odisha', comment: 'Indian state a route enters' }),
  MH: msg({ message: 'Maharashtra', comment: 'Indian state a route enters' }),
  PY: msg({ message: 'Puducherry', comment: 'Indian union territory a route enters' }),
  CG: msg({ message: 'Chhattisgarh', comment: 'Indian state a route enters' }),
  GA: msg({ message: 'Goa', comment: 'Indian state a route enters' }),
  KL: msg({ message: 'Kerala', comment: 'Indian state a route enters' }),
};

/** A state's name in the reader's language; a code the console has no words for, as written. */
export function stateName(i18n: I18n, code: string): string {
  const name = Object.hasOwn(STATE_NAMES, code) ? STATE_NAMES[code] : undefined;
  return name ? i18n._(name) : code;
}
