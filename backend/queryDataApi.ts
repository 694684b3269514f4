import { dataApiUrlFrom } from '../data/dataApiUrl.ts';
import type { DataApi } from './yoga.ts';

export interface DataApiAnswer<TData = Record<string, unknown>> {
  status: number;
  body: string;
  data: TData | null | undefined;
  errors: { message: string; extensions?: { code?: string } }[] | undefined;
}

/** Sends one GraphQL POST to an in-process Data API (tests and benchmarks; no network involved). */
export async function queryDataApi<TData = Record<string, unknown>>(
  api: DataApi,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<DataApiAnswer<TData>> {
  const response = await api.fetch(dataApiUrlFrom({}), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.text();
  const parsed = JSON.parse(body) as { data?: TData | null; errors?: DataApiAnswer['errors'] };
  return { status: response.status, body, data: parsed.data, errors: parsed.errors };
}
