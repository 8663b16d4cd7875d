/** A promise that did not settle in time. */
export class TimeoutError extends Error {
  readonly ms: number;
  constructor(ms: number) {
    super(`No answer within ${ms} ms`);
    this.name = "TimeoutError";
    this.ms = ms;
  }
}

/**
 * Settles like `promise`, or rejects with TimeoutError once `ms` have passed first.
 * The timer is cleared as soon as `promise` settles.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
