import { useSearchParams } from 'react-router';

// A console list's search lives in the address, so the way back from a record, a reload or a link
// shared with a colleague opens the same results.

/** Whether a value from the address is one of the allowed ones (a status, a role). */
export const isOneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: string): value is T =>
    (allowed as readonly string[]).includes(value);

/** The address of a search: only the fields filled in. */
export function filledParams<S extends { [K in keyof S]: string }>(
  fields: readonly (keyof S & string)[],
  search: S,
): Record<string, string> {
  return Object.fromEntries(
    fields.flatMap((field) => (search[field] ? [[field, search[field]]] : [])),
  );
}

/**
 * The search the address holds (`read` leaves out anything unknown in it), whether there is one,
 * and the ways to show another or clear it. `formKey` changes with the address, so a form keyed
 * by it fills again from a new one (the way back, a link).
 */
export function useUrlSearch<S extends { [K in keyof S]: string }>(
  read: (params: URLSearchParams) => S,
  fields: readonly (keyof S & string)[],
) {
  const [params, setParams] = useSearchParams();
  const search = read(params);
  return {
    search,
    searched: Object.keys(filledParams(fields, search)).length > 0,
    formKey: params.toString(),
    show: (next: S) => setParams(filledParams(fields, next)),
    clear: () => setParams({}),
  };
}
