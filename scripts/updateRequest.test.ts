import { describe, expect, it } from 'vitest';
import { updateRequested } from './updateRequest.ts';

describe('update switches', () => {
  it('are off unless set to 1', () => {
    expect(updateRequested('UPDATE_GOLDEN', {})).toBe(false);
    expect(updateRequested('UPDATE_GOLDEN', { UPDATE_GOLDEN: 'yes' })).toBe(false);
    expect(updateRequested('UPDATE_TEMPLATE_HASH', { UPDATE_TEMPLATE_HASH: '1' })).toBe(true);
  });

  it('are refused under CI', () => {
    for (const CI of ['true', '1']) {
      expect(() => updateRequested('UPDATE_GOLDEN', { UPDATE_GOLDEN: '1', CI })).toThrow(/refused under CI/);
      expect(() => updateRequested('UPDATE_TEMPLATE_HASH', { UPDATE_TEMPLATE_HASH: '1', CI })).toThrow(
        /refused under CI/,
      );
    }
    expect(updateRequested('UPDATE_GOLDEN', { CI: 'true' })).toBe(false);
  });
});
