/** A proposal's name: the first line of its description, its Markdown heading marks removed. */
export function proposalTitle(description: string): string {
  const line = description.split('\n').find((candidate) => candidate.trim() !== '') ?? '';
  const title = line
    .replace(/^\s*#+\s*/, '')
    .replace(/[*_`]/g, '')
    .trim();
  return title ? title.slice(0, MAX_TITLE) : 'Untitled proposal';
}

/** Past this, a title is the first words of a paragraph someone left without a heading. */
const MAX_TITLE = 120;
