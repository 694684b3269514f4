import type { Page } from 'playwright-core';

/**
 * Counts the renders of table rows in `page`, the way React DevTools' profiler sees them: the page
 * gets a stand-in for the DevTools hook, which React (production builds too) tells of every commit. A
 * row is a function component whose first element is a `<tr>`; it rendered when it committed props it
 * had not committed before (a memoised row that skips its render keeps its old props object).
 * Call before the page loads; read with `rowRenders(page)`.
 */
export async function countRowRenders(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Fiber {
      tag: number;
      type: unknown;
      child: Fiber | null;
      sibling: Fiber | null;
      memoizedProps: object | null;
    }
    const FUNCTION_COMPONENT = 0;
    const HOST_ELEMENT = 5;
    const SIMPLE_MEMO_COMPONENT = 15;
    const committed = new WeakSet<object>();
    const counter = { renders: 0 };
    const visit = (root: Fiber) => {
      const stack: Fiber[] = [root];
      while (stack.length > 0) {
        const fiber = stack.pop() as Fiber;
        const isComponent = fiber.tag === FUNCTION_COMPONENT || fiber.tag === SIMPLE_MEMO_COMPONENT;
        const child = fiber.child;
        if (isComponent && child?.tag === HOST_ELEMENT && child.type === 'tr' && fiber.memoizedProps) {
          if (!committed.has(fiber.memoizedProps)) counter.renders++;
          committed.add(fiber.memoizedProps);
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (child) stack.push(child);
      }
    };
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onCommitFiberRoot: (_id: number, root: { current: Fiber }) => visit(root.current),
        onPostCommitFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
      },
    });
    Object.defineProperty(window, '__rowRenders', { value: counter });
  });
}

/** Row renders committed so far (see `countRowRenders`). */
export function rowRenders(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __rowRenders: { renders: number } }).__rowRenders.renders,
  );
}
