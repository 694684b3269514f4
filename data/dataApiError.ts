import type { GraphQLError } from 'graphql';

/** Why a Data API call failed, in the words of the spec's error rules (section 8). */
export type DataApiErrorKind = 'server' | 'parse' | 'graphql' | 'timeout' | 'network' | 'too-large';

export class DataApiError extends Error {
  readonly kind: DataApiErrorKind;
  /** HTTP status, for server errors. */
  readonly status: number | undefined;
  /** GraphQL errors returned by the Data API. */
  readonly errors: readonly GraphQLError[];
  /** Whatever data came back beside the errors. */
  readonly partialData: unknown;

  constructor(
    kind: DataApiErrorKind,
    message: string,
    details: {
      status?: number;
      errors?: readonly GraphQLError[];
      partialData?: unknown;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: details.cause });
    this.name = 'DataApiError';
    this.kind = kind;
    this.status = details.status;
    this.errors = details.errors ?? [];
    this.partialData = details.partialData;
  }
}
