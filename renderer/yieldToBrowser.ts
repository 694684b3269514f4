interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint and answer input before the page's start goes on.
 * The browser runs a script's whole chain of promises in one task: the router's start, the page's
 * modules and hydration, unbroken, made the long tasks of every first load on a slow phone.
 * `scheduler.yield()` resumes ahead of other queued work; elsewhere a new macrotask does.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}
