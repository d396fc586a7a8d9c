import { BODY_TYPES, type BodyType } from '../../../shared/partner-constants.js';

/**
 * The picture of a car the partner has not photographed yet: a drawing of its body type, so a
 * new SUV is shown as an SUV, never as a stock photo of another car. The six drawings are
 * written with the demo pictures at every start (db/seed), in a neutral paint; the partner's
 * first photo replaces it.
 */
export const BODY_DRAWING_COLOUR = '#cbd5e1';

export const bodyDrawingPath = (bodyType: BodyType) => `/uploads/demo/bodies/${bodyType}.svg`;

const DRAWINGS = new Set(BODY_TYPES.map(bodyDrawingPath));

/** Whether a car's picture is one of the body drawings (and so follows its body type). */
export const isBodyDrawing = (path: string) => DRAWINGS.has(path);
