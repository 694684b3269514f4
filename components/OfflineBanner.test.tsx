import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OfflineBanner } from './OfflineBanner.tsx';

const now = new Date('2026-03-02T12:00:00Z');
const dataFrom = new Date('2026-03-02T11:57:00Z');
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('offline banner', () => {
  it('says Offline, with the age of the data, only when the browser is offline', () => {
    const html = renderToStaticMarkup(<OfflineBanner reason="offline" dataFrom={dataFrom} now={now} />);
    expect(text(html)).toMatch(/^Offline — showing data from .+ \(3m ago\)$/);
    expect(text(renderToStaticMarkup(<OfflineBanner reason="offline" dataFrom={undefined} />))).toBe(
      'Offline — reconnect to load fresh data',
    );
  });

  it('says saved data is shown because the Data API is slow or unreachable, never Offline, while online', () => {
    const html = renderToStaticMarkup(
      <OfflineBanner reason="data-api-unreachable" dataFrom={dataFrom} now={now} />,
    );
    expect(text(html)).toMatch(
      /^Showing saved data from .+ \(3m ago\) because the Data API is slow or unreachable$/,
    );
    expect(text(html)).not.toContain('Offline');
  });
});
