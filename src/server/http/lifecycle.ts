/**
 * Whether this instance should still be sent new work. On SIGTERM it stops being ready (the load
 * balancer's readiness check takes it out of rotation) while it keeps serving, then drains.
 */
export interface Lifecycle {
  readonly draining: boolean;
  startDraining(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}
