/**
 * Start-up: the reviewed places, routes and permits of `place-data.ts`, `route-data.ts` and `permit-data.ts` that the database does not
 * have yet are added, so a new place in the file reaches every instance; rows already there are
 * left as they are, since an operator may have corrected them in the console. Nothing is written
 * when nothing is missing: a write would label every cached car answer anew (migration 0025).
 */
import type { Database } from '../../db/client.js';
import { places, routes, statePermits } from '../../db/schema/index.js';
import { PERMITS } from './permit-data.js';
import { PLACES } from './place-data.js';
import { ROUTES } from './route-data.js';

export async function ensurePlaces(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [knownPlaces, knownRoutes, knownPermits] = await Promise.all([
      tx.select({ id: places.id }).from(places),
      tx.select({ from: routes.fromPlaceId, to: routes.toPlaceId }).from(routes),
      tx.select({ state: statePermits.state }).from(statePermits),
    ]);
    const placeIds = new Set(knownPlaces.map((row) => row.id));
    const routeKeys = new Set(knownRoutes.map((row) => `${row.from}>${row.to}`));
    const permitStates = new Set(knownPermits.map((row) => row.state));

    const newPlaces = PLACES.filter((place) => !placeIds.has(place.id));
    if (newPlaces.length > 0)
      await tx.insert(places).values(
        newPlaces.map((place) => ({
          id: place.id,
          nameEn: place.names.en,
          nameTe: place.names.te,
          nameHi: place.names.hi,
          state: place.state,
          kind: place.kind,
          lat: place.lat,
          lng: place.lng,
        })),
      );
    const newRoutes = ROUTES.filter((route) => !routeKeys.has(`${route.from}>${route.to}`));
    if (newRoutes.length > 0)
      await tx.insert(routes).values(
        newRoutes.map((route) => ({
          fromPlaceId: route.from,
          toPlaceId: route.to,
          km: route.km,
          tollsCar: route.tolls.car,
          tollsLcv: route.tolls.lcv,
          borders: route.borders,
          source: route.source,
        })),
      );
    const newPermits = PERMITS.filter((permit) => !permitStates.has(permit.state));
    if (newPermits.length > 0) await tx.insert(statePermits).values(newPermits);
  });
}
