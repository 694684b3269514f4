import { createGraphQLError } from 'graphql-yoga';
import { pageSize } from './dataApiContext.ts';

/**
 * Relay-style paging over an already ordered list. Cursors are opaque to callers: the base64 of the
 * item's position, so they stay valid as long as the dataset version does.
 */
export function connection<T>(
  items: readonly T[],
  first: number | null | undefined,
  after: string | null | undefined,
  fallback = 20,
) {
  const start = after ? positionOf(after) + 1 : 0;
  const size = pageSize(first, fallback);
  const page = items.slice(start, start + size);
  return {
    edges: page.map((node, i) => ({ cursor: cursorOf(start + i), node })),
    pageInfo: {
      hasPreviousPage: start > 0,
      hasNextPage: start + size < items.length,
      startCursor: page.length > 0 ? cursorOf(start) : null,
      endCursor: page.length > 0 ? cursorOf(start + page.length - 1) : null,
    },
    totalCount: items.length,
  };
}

function cursorOf(position: number): string {
  return btoa(`position:${position}`);
}

function positionOf(cursor: string): number {
  const position = Number(/^position:(\d+)$/.exec(safeDecode(cursor))?.[1]);
  if (!Number.isInteger(position)) {
    throw createGraphQLError('Malformed cursor', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return position;
}

function safeDecode(cursor: string): string {
  try {
    return atob(cursor);
  } catch {
    return '';
  }
}
