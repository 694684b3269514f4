import { describe, expect, it } from 'vitest';
import { groupNftsByCollection, type HeldNft, type HeldNftCollection } from './nftCollectionGroups.ts';

const collection = (address: string, name: string, more: Partial<HeldNftCollection> = {}) => ({
  address,
  name,
  isVerified: true,
  isSpam: false,
  imageUrl: undefined,
  ...more,
});
const held = (c: HeldNftCollection, tokenId: string, quantity = 1): HeldNft<string> => ({
  asset: `${c.name} #${tokenId}`,
  quantity,
  collection: c,
});

describe('groupNftsByCollection', () => {
  const punks = collection('0xb47e', 'CryptoPunks');
  const apes = collection('0xbc4c', 'Bored Ape Yacht Club');
  const lookalike = collection('0x1111', 'Pudgy Penguinz', { isVerified: false });
  const airdrop = collection('0x2222', 'Free Mint Pass', { isVerified: false, isSpam: true });

  it('puts every NFT of a collection in one group, whatever the order they come in', () => {
    const { groups } = groupNftsByCollection([
      held(punks, '1'),
      held(apes, '7'),
      held({ ...punks, address: '0xB47E' }, '2'),
    ]);
    expect(groups.map((g) => [g.collection.name, g.nfts.map((n) => n.asset)])).toEqual([
      ['CryptoPunks', ['CryptoPunks #1', 'CryptoPunks #2']],
      ['Bored Ape Yacht Club', ['Bored Ape Yacht Club #7']],
    ]);
  });

  it('orders verified collections first, then by tokens held (ERC-1155 quantities count), then by name', () => {
    const { groups } = groupNftsByCollection([
      held(lookalike, '1'),
      held(lookalike, '2'),
      held(lookalike, '3'),
      held(punks, '1'),
      held(apes, '4', 5),
    ]);
    expect(groups.map((g) => [g.collection.name, g.count])).toEqual([
      ['Bored Ape Yacht Club', 5],
      ['CryptoPunks', 1],
      ['Pudgy Penguinz', 3],
    ]);
  });

  it('keeps spam collections apart', () => {
    const { groups, spam } = groupNftsByCollection([held(airdrop, '9'), held(punks, '1')]);
    expect(groups.map((g) => g.collection.name)).toEqual(['CryptoPunks']);
    expect(spam.map((g) => g.collection.name)).toEqual(['Free Mint Pass']);
  });

  it('gives no groups for an address with nothing', () => {
    expect(groupNftsByCollection([])).toEqual({ groups: [], spam: [] });
  });
});
