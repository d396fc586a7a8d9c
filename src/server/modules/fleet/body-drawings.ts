import { BODY_TYPES, type BodyType } from '../../../shared/partner-constants.js';

/**
 * The picture of a car the partner has not photographed yet: a drawing of its body type, so a
 * new SUV is shown as an SUV, never as a stock photo of another car. The six drawings are the
 * files of `body-drawings/` beside this module, in a neutral paint, which app.ts serves at these
 * paths whether or not the demo data is loaded; the partner's first photo replaces the drawing.
 */
export const bodyDrawingPath = (bodyType: BodyType) => `/uploads/demo/bodies/${bodyType}.svg`;

const DRAWINGS = new Set(BODY_TYPES.map(bodyDrawingPath));

/** Whether a car's picture is one of the body drawings (and so follows its body type). */
export const isBodyDrawing = (path: string) => DRAWINGS.has(path);
