import { describe, expect, inject, it } from 'vitest';
import { UNKNOWN_TOKEN_LAUNCH_TEXT } from '../../preview/tokenLaunchPreview.ts';
import { HOSTILE_NAME, LAUNCHES, UNKNOWN_ADDRESS } from './fixtureData.ts';
import { headOf } from './pageHead.ts';
import { workerFetch } from './workerFetch.ts';

const publicOrigin = `http://127.0.0.1:${inject('sitePort')}`;

/** A launch page as a crawler reads it at the edge: raw HTML, no JavaScript. */
describe('token launch pages at the edge (workerd)', () => {
  it('tags a launch from its shell with its name, symbol and phase, the hostile name escaped', async () => {
    const path = `/explore/toucan/${LAUNCHES.hostileName.toUpperCase().replace('0X', '0x')}`;
    const response = await workerFetch(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('</head>&');
    const { title, content } = await headOf(html);
    const expected = `${HOSTILE_NAME} (EVIL) token launch on Uniswap`;
    expect(title).toBe(expected);
    expect(content('og:title')).toEqual([expected]);
    expect(content('og:description')).toEqual([`Auction live: bids are open. Sells ${HOSTILE_NAME}`]);
    expect(content('og:url')).toEqual([`${publicOrigin}/explore/toucan/${LAUNCHES.hostileName}`]);
    // The shell's own tags (for its `_shell` URL) made way: one set.
    expect(content('x:preview')).toHaveLength(1);
  });

  it('says so in the tags for an auction no launch sells at, and for an id that is no address', async () => {
    for (const id of [UNKNOWN_ADDRESS, 'aurora']) {
      const response = await workerFetch(`/explore/toucan/${id}`);
      expect(response.status).toBe(200);
      const { title, content } = await headOf(response);
      expect(title).toBe('Token launch not found on Uniswap');
      expect(content('og:description')).toEqual([UNKNOWN_TOKEN_LAUNCH_TEXT]);
    }
  });
});
