import { describe, expect, it } from 'vitest';
import { extensionIdFrom } from './extensionId.ts';

describe('EXTENSION_ID', () => {
  it('reads an extension id, none when unset or empty, and refuses anything else', () => {
    expect(extensionIdFrom({ EXTENSION_ID: ' abcdefghijklmnopabcdefghijklmnop ' })).toBe(
      'abcdefghijklmnopabcdefghijklmnop',
    );
    expect(extensionIdFrom({})).toBe('');
    expect(extensionIdFrom({ EXTENSION_ID: '' })).toBe('');
    expect(() => extensionIdFrom({ EXTENSION_ID: 'not-an-id' })).toThrow(/32 letters a–p/);
    expect(() => extensionIdFrom({ EXTENSION_ID: 'zbcdefghijklmnopabcdefghijklmnop' })).toThrow();
  });
});
