import { describe, expect, it } from 'vitest';
import { rarityRankLabel, traitRarityLabel } from './traitRarity.ts';

describe('traitRarityLabel', () => {
  it('says the share of the collection with the value', () => {
    expect(traitRarityLabel(0.4213)).toBe('42% have this');
    expect(traitRarityLabel(0.0345)).toBe('3.5% have this');
    expect(traitRarityLabel(1)).toBe('100% have this');
  });

  it('keeps the rarest values from reading as 0%', () => {
    expect(traitRarityLabel(0.0004)).toBe('<0.1% have this');
    expect(traitRarityLabel(0)).toBe('0.0% have this');
  });

  it('says nothing for what is not a share', () => {
    expect(traitRarityLabel(undefined)).toBeUndefined();
    expect(traitRarityLabel(1.5)).toBeUndefined();
    expect(traitRarityLabel(Number.NaN)).toBeUndefined();
  });
});

describe('rarityRankLabel', () => {
  it('places the rank in the collection, rounding the top share up', () => {
    expect(rarityRankLabel(12, 10_000)).toBe('Rank 12 of 10,000 · top 1%');
    expect(rarityRankLabel(2_501, 10_000)).toBe('Rank 2,501 of 10,000 · top 26%');
  });

  it('gives the bare rank when the collection size is unknown or smaller', () => {
    expect(rarityRankLabel(7, undefined)).toBe('Rank 7');
    expect(rarityRankLabel(70, 10)).toBe('Rank 70');
    expect(rarityRankLabel(0, 100)).toBeUndefined();
  });
});
