import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BodyType } from '@shared/partner-constants';

/** A car's body type as the portal's form and the console's review name it. */
export const BODY_TYPE_LABELS: Record<BodyType, MessageDescriptor> = {
  hatchback: msg`Hatchback`,
  sedan: msg`Sedan`,
  suv: msg`SUV`,
  muv: msg`MUV`,
  van: msg`Van`,
  luxury_sedan: msg`Luxury sedan`,
};
