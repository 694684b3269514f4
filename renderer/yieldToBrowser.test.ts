import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yieldToBrowser.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldToBrowser', () => {
  it('without scheduler.yield, resumes in a later task: after promise callbacks and a task already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'));
    const resumed = yieldToBrowser().then(() => order.push('resumed'));
    void Promise.resolve().then(() => order.push('promise callback'));
    await resumed;
    expect(order).toEqual(['promise callback', 'task queued before', 'resumed']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldOnce = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldOnce });
    await yieldToBrowser();
    expect(yieldOnce).toHaveBeenCalledTimes(1);
  });
});
