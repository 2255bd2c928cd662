// uvu counts a suite whose `before` hook throws as failed but prints nothing about why (the error
// is swallowed by the runner's `finally`). Hooks that start processes or servers go through
// `reported`, so the reason reaches the test log.

export function reported<T extends unknown[]>(hook: (...args: T) => Promise<void>): (...args: T) => Promise<void> {
  return async (...args: T) => {
    try {
      await hook(...args);
    } catch (error) {
      process.stderr.write(`before hook failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      throw error;
    }
  };
}
