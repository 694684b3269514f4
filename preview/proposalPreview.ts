import type { DataApiClient } from '../data/client.ts';
import { ProposalDescription } from '../data/operations/governance.ts';
import { markdownPlainText } from './markdownBlocks.ts';
import { PROPOSAL_PATH } from './pagePaths.ts';
import { defaultPagePreview, type PagePreview } from './pagePreview.ts';
import { matchPath } from './pathMatch.ts';
import { previewDescription } from './previewDescription.ts';

/** Past this, a title is the first words of a paragraph someone left without a heading. */
const MAX_TITLE = 120;

/** A proposal's name: the first line of its description, its Markdown heading marks removed. */
export function proposalTitle(description: string): string {
  const line = description.split('\n').find((candidate) => candidate.trim() !== '') ?? '';
  const title = line
    .replace(/^\s*#+\s*/, '')
    .replace(/[*_`]/g, '')
    .trim();
  return title ? title.slice(0, MAX_TITLE) : 'Untitled proposal';
}

/** The plain text of a proposal's first paragraph after its title: what the page shows first. */
export function proposalSummary(description: string): string {
  const body = description.split('\n').slice(1).join('\n');
  const first = body.split(/\n\s*\n/).find((block) => block.trim() !== '') ?? '';
  return markdownPlainText(first);
}

/**
 * A proposal page's preview: its title and the plain text of its description (Markdown marks removed;
 * the tags escape whatever is left, metaTags.ts), on the site's default card.
 */
export function proposalPagePreview(description: string, path: string): PagePreview {
  const title = proposalTitle(description);
  const body = markdownPlainText(description.split('\n').slice(1).join('\n'));
  const preview = defaultPagePreview(path);
  return {
    ...preview,
    title,
    description: body ? previewDescription(body) : preview.description,
    imageAlt: title,
  };
}

/**
 * The edge's lookup for a proposal page's tags: the governor the local chain runs reads as Ethereum in
 * the Data API. `undefined`: the path names no proposal, or the Data API has none.
 */
export async function lookupProposalPreview(
  client: DataApiClient,
  path: string,
): Promise<PagePreview | undefined> {
  const params = proposalPageParams(path);
  if (!params) return undefined;
  const { proposal } = await client.request(
    ProposalDescription,
    { chain: 'ETHEREUM', ...params },
    { method: 'GET' },
  );
  return proposal ? proposalPagePreview(proposal.description, path) : undefined;
}

/** A proposal page's governor and id, read from its path; undefined for a path that names none. */
export function proposalPageParams(pathname: string): { governorIndex: number; id: string } | undefined {
  const params = matchPath(PROPOSAL_PATH, pathname.replace(/\/+$/, ''));
  if (!params || !/^\d{1,3}$/.test(params.governorIndex) || !/^\d{1,78}$/.test(params.id)) return undefined;
  return { governorIndex: Number(params.governorIndex), id: BigInt(params.id).toString() };
}
