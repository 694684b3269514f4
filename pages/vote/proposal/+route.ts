/**
 * The spec's `/vote/*` (preview/pagePaths.ts's PROPOSAL_PAGE): `/vote/{governorIndex}/{id}`, one
 * long-tail shell for every proposal. Written as a literal, as vike and the route test read it.
 */
export default '/vote/*';
