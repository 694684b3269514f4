import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OfflineBanner } from './OfflineBanner.tsx';

const now = new Date('2026-03-02T12:00:00Z');
const dataFrom = new Date('2026-03-02T11:57:00Z');
const since = new Date('2026-03-02T11:58:00Z');
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('offline banner', () => {
  it('says Offline, with the age of the data, only when the browser is offline', () => {
    const html = renderToStaticMarkup(
      <OfflineBanner browserOnline={false} savedData unreachable={[]} dataFrom={dataFrom} now={now} />,
    );
    expect(text(html)).toMatch(/^Offline — showing data from .+ \(3m ago\)$/);
    expect(
      text(
        renderToStaticMarkup(
          <OfflineBanner browserOnline={false} savedData={false} unreachable={[]} dataFrom={undefined} />,
        ),
      ),
    ).toBe('Offline — reconnect to load fresh data');
  });

  it('says saved data is shown because the Data API is slow or unreachable, never Offline, while online', () => {
    const html = renderToStaticMarkup(
      <OfflineBanner
        browserOnline
        savedData
        unreachable={[{ name: 'the Data API', since }]}
        dataFrom={dataFrom}
        now={now}
      />,
    );
    expect(text(html)).toMatch(
      /^Showing saved data from .+ \(3m ago\) because the Data API is slow or unreachable$/,
    );
    expect(text(html)).not.toContain('Offline');
  });

  it('names each part that cannot be reached and since when', () => {
    const html = renderToStaticMarkup(
      <OfflineBanner
        browserOnline={false}
        savedData
        unreachable={[
          { name: 'the chain', since },
          { name: 'the Data API', since },
        ]}
        dataFrom={dataFrom}
        now={now}
      />,
    );
    expect(text(html)).toMatch(
      /^Offline — showing data from .+The chain cannot be reached since .+The Data API cannot be reached since .+$/,
    );
    const chainOnly = renderToStaticMarkup(
      <OfflineBanner
        browserOnline
        savedData={false}
        unreachable={[{ name: 'the chain', since }]}
        dataFrom={undefined}
        now={now}
      />,
    );
    expect(text(chainOnly)).toMatch(/^The chain cannot be reached since \S/);
    expect(chainOnly).toContain(`dateTime="${since.toISOString()}"`);
  });
});
