import { readFileSync } from 'node:fs';

/**
 * The SDL files the embedded Data API serves: the proven subset of the hosted schema, then our own
 * positions, token launches and governance extensions (which the hosted API lacks, so they live apart
 * and are never checked against it).
 */
export const DATA_API_SCHEMA_FILES = [
  'schema.graphql',
  'positions.graphql',
  'tokenLaunches.graphql',
  'governance.graphql',
] as const;

/** The embedded Data API's whole schema, as one SDL text. */
export function dataApiTypeDefs(): string {
  return DATA_API_SCHEMA_FILES.map((file) =>
    readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'),
  ).join('\n');
}
