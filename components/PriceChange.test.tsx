import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PriceChange } from './PriceChange.tsx';

describe('PriceChange', () => {
  it.each([
    [2.345, 'change up', '▲', '2.35%'],
    [-0.5, 'change down', '▼', '0.50%'],
    [0, 'change', undefined, '0.00%'],
    [-0.004, 'change', undefined, '0.00%'],
  ])('shows %d as %s', (value, className, arrow, text) => {
    const html = renderToString(<PriceChange value={value} />);
    expect(html).toContain(`class="${className}"`);
    expect(html).toContain(text);
    if (arrow) expect(html).toContain(arrow);
    else expect(html).not.toMatch(/[▲▼]/);
  });
});
