/** Where the process is in its life: readiness (`GET /api/health/ready`) answers 200 only when ready. */
export type LifecycleState = "starting" | "ready" | "stopping";

export interface Lifecycle {
  readonly state: LifecycleState;
  ready(): void;
  stopping(): void;
}

export function createLifecycle(initial: LifecycleState = "starting"): Lifecycle {
  let state = initial;
  return {
    get state() {
      return state;
    },
    ready() {
      if (state === "starting") state = "ready";
    },
    stopping() {
      state = "stopping";
    },
  };
}
