/**
 * The constraint a PostgreSQL error names, from either driver (pg's DatabaseError, PGlite's
 * error), through Drizzle's wrapping. Some refusals are the database's to make (an exclusion
 * constraint against a double booking); the code that wrote answers them by this name.
 */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}
