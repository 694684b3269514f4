import { describe, expect, it } from 'vitest';
import { renderPreviewTags } from './metaTags.ts';
import { proposalPagePath } from './pagePaths.ts';
import { matchPageRoute } from './pageRoutes.ts';
import {
  proposalPageParams,
  proposalPagePreview,
  proposalSummary,
  proposalTitle,
} from './proposalPreview.ts';

const HOSTILE =
  '# Fund <script>alert(1)</script> "grants"\n\nPay **two** teams. <img src=x onerror=alert(1)> [go](javascript:alert(1))';

describe('proposal previews', () => {
  it('names a proposal by its first line, heading marks removed', () => {
    expect(proposalTitle('# Fund the grants\n\nBody')).toBe('Fund the grants');
    expect(proposalTitle('\n\nNo heading here')).toBe('No heading here');
    expect(proposalTitle('   ')).toBe('Untitled proposal');
  });

  it("reads a proposal's first paragraph after its title as plain text", () => {
    expect(proposalSummary('# Fund grants\n\nPay **two** [teams](https://x.example).\n\nMore.')).toBe(
      'Pay two teams.',
    );
    expect(proposalSummary('Fund grants')).toBe('');
  });

  it('puts the title and the plain description into the tags, escaped', () => {
    const path = proposalPagePath(0, '7');
    const preview = proposalPagePreview(HOSTILE, path);
    expect(preview.title).toBe('Fund <script>alert(1)</script> "grants"');
    expect(preview.description).toBe('Pay two teams. <img src=x onerror=alert(1)> go)');
    const tags = renderPreviewTags(preview, 'https://app.example');
    expect(tags).not.toContain('<script>');
    expect(tags).not.toContain('<img');
    expect(tags).toContain('<title>Fund &lt;script&gt;alert(1)&lt;/script&gt; &quot;grants&quot;</title>');
    expect(tags).toContain('content="https://app.example/vote/0/7"');
  });

  it('routes /vote/{governorIndex}/{id} to the proposal preview and reads its params', () => {
    expect(matchPageRoute('/vote/0/7')?.route.preview).toBe('proposal');
    expect(proposalPageParams('/vote/0/7')).toEqual({ governorIndex: 0, id: '7' });
    expect(proposalPageParams('/vote/0/007/')).toEqual({ governorIndex: 0, id: '7' });
    expect(proposalPageParams('/vote/x/7')).toBeUndefined();
    expect(proposalPageParams('/vote/0')).toBeUndefined();
    expect(proposalPageParams('/vote/_shell')).toBeUndefined();
  });
});
