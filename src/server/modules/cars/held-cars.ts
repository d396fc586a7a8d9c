/**
 * Which listed cars a searched window holds, from the busy times of each list group (city,
 * category, service type) kept in memory (docs/decisions/026). Every search reads the groups'
 * counters (car_busy_versions, raised by the database in each transaction that changes a busy
 * time); a group whose counter moved is read again, with its counter, in one statement. So a
 * window's held cars cost the same whatever the size of the catalogue, and a car booked or
 * blocked on any instance is left out of the next search.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedRead } from '../../db/prepared-read.js';
import { carBusy, carBusyVersions } from '../../db/schema/index.js';

/** A list group: the cars of one city, category and service type. */
export interface BusyGroup {
  city: string;
  category: string;
  serviceType: string;
}

/** A window as the busy times' ranges meet it: from `startsAt` up to, not including, `endsAt`. */
export interface HeldWindow {
  startsAt: number;
  endsAt: number;
}

/** The future busy times of a group's listed cars, in order of their start. */
interface GroupBusy {
  carIds: string[];
  startsAt: Float64Array;
  endsAt: Float64Array;
}

interface KeptGroup {
  /** The group's counter the kept busy times go with; null when the group had none yet. */
  version: string | null;
  busy: Promise<GroupBusy>;
}

const groupKey = (group: BusyGroup) => `${group.city}|${group.category}|${group.serviceType}`;

/** Every group's counter: one short statement of one shape, asked on every search. */
const VERSIONS = sql`select ${carBusyVersions.city} as city, ${carBusyVersions.category} as category,
  ${carBusyVersions.serviceType} as service_type, ${carBusyVersions.version}::text as version
  from ${carBusyVersions}`;

/**
 * A group's busy times that have not ended, of listed cars, with the group's counter: one
 * statement, so one snapshot holds both. Read through the busy times' index (migration 0039).
 */
function groupBusySql(group: BusyGroup) {
  return sql`select
      (select ${carBusyVersions.version}::text from ${carBusyVersions}
        where ${carBusyVersions.city} = ${group.city} and ${carBusyVersions.category} = ${group.category}
          and ${carBusyVersions.serviceType} = ${group.serviceType}) as version,
      coalesce(json_agg(json_build_array(${carBusy.carId},
          floor(extract(epoch from ${carBusy.startsAt}) * 1000),
          floor(extract(epoch from ${carBusy.endsAt}) * 1000))
        order by ${carBusy.startsAt})::text, '[]') as busy
    from ${carBusy}
    where ${carBusy.city} = ${group.city} and ${carBusy.category} = ${group.category}
      and ${carBusy.serviceType} = ${group.serviceType} and ${carBusy.listed} = true
      and tstzrange(${carBusy.startsAt}, ${carBusy.endsAt}, '[)') && tstzrange(now(), null, '[)')`;
}

export function createHeldCars(db: Database) {
  const kept = new Map<string, KeptGroup>();

  function read(key: string, group: BusyGroup, version: string | null): Promise<GroupBusy> {
    const entry: KeptGroup = {
      version,
      busy: preparedRead<{ version: string | null; busy: string }>(db, groupBusySql(group)).then(
        ([row]) => {
          // The statement may see a later counter than the search did: keep the one it read with.
          if (kept.get(key) === entry) entry.version = row?.version ?? null;
          const busy = JSON.parse(row?.busy ?? '[]') as [string, number, number][];
          return {
            carIds: busy.map(([carId]) => carId),
            startsAt: Float64Array.from(busy, ([, startsAt]) => startsAt),
            endsAt: Float64Array.from(busy, ([, , endsAt]) => endsAt),
          };
        },
      ),
    };
    kept.set(key, entry);
    // A failed read is not kept: the next search reads the group again.
    entry.busy.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    return entry.busy;
  }

  /** The listed cars of the groups that a busy time holds during the window. */
  async function heldDuring(groups: BusyGroup[], window: HeldWindow): Promise<Set<string>> {
    const held = new Set<string>();
    if (groups.length === 0) return held;
    const versions = new Map(
      (
        await preparedRead<{
          city: string;
          category: string;
          service_type: string;
          version: string;
        }>(db, VERSIONS)
      ).map((row) => [
        groupKey({ city: row.city, category: row.category, serviceType: row.service_type }),
        row.version,
      ]),
    );
    const busyOfGroups = await Promise.all(
      groups.map((group) => {
        const key = groupKey(group);
        const version = versions.get(key) ?? null;
        const entry = kept.get(key);
        return entry && entry.version === version ? entry.busy : read(key, group, version);
      }),
    );
    for (const busy of busyOfGroups) {
      // In order of start: past the window's end, nothing more can meet it.
      for (let i = 0; i < busy.carIds.length && busy.startsAt[i]! < window.endsAt; i += 1) {
        if (busy.endsAt[i]! > window.startsAt) held.add(busy.carIds[i]!);
      }
    }
    return held;
  }

  return { heldDuring };
}
