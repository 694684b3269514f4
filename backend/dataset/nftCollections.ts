import { DATASET_NOW, DAY } from './datasetClock.ts';
import { prngFor } from './prng.ts';

export interface NftCollectionRecord {
  id: string;
  address: string;
  name: string;
  symbol: string;
  description: string;
  standard: 'ERC721' | 'ERC1155';
  isVerified: boolean;
  isSpam: boolean;
  numAssets: number;
  homepageUrl: string | null;
  twitterName: string | null;
  /** ETH figures; USD ones are derived with the ETH price. */
  floorEth: number;
  volume24hEth: number;
  totalVolumeEth: number;
  owners: number;
  listed: number;
  createdAt: number;
  traits: { name: string; values: { value: string; weight: number }[] }[];
  hue: number;
}

/** Real collections (names and contract addresses) with seeded market figures; art is generated locally. */
const REAL_COLLECTIONS: [string, string, string, string | null, string | null][] = [
  [
    '0xbd3531da5cf5857e7cfaa92426877b022e612cf8',
    'Pudgy Penguins',
    'PPG',
    'https://pudgypenguins.com',
    'pudgypenguins',
  ],
  [
    '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d',
    'Bored Ape Yacht Club',
    'BAYC',
    'https://boredapeyachtclub.com',
    'BoredApeYC',
  ],
  [
    '0xb47e3cd837ddf8e4c57f05d70ab865de6e193bbb',
    'CryptoPunks',
    'PUNK',
    'https://cryptopunks.app',
    'cryptopunksnfts',
  ],
  ['0xed5af388653567af2f388e6224dc7c4b3241c544', 'Azuki', 'AZUKI', 'https://www.azuki.com', 'Azuki'],
  [
    '0x60e4d786628fea6478f785a6d7e704777c86a7c6',
    'Mutant Ape Yacht Club',
    'MAYC',
    'https://boredapeyachtclub.com',
    'BoredApeYC',
  ],
  [
    '0x5af0d9827e0c53e4799bb226655a1de152a425a5',
    'Milady Maker',
    'MIL',
    'https://miladymaker.net',
    'miladymaker',
  ],
  ['0x8a90cab2b38dba80c64b7734e58ee1db38b8992e', 'Doodles', 'DOODLE', 'https://doodles.app', 'doodles'],
  [
    '0x524cab2ec69124574082676e6f654a18df49a048',
    'Lil Pudgys',
    'LP',
    'https://pudgypenguins.com',
    'pudgypenguins',
  ],
  [
    '0x23581767a106ae21c074b2276d25e5c3e136a68b',
    'Moonbirds',
    'MOONBIRD',
    'https://moonbirds.xyz',
    'moonbirds',
  ],
  ['0x49cf6f5d44e70224e2e23fdcdd2c053f30ada28b', 'CLONE X', 'CloneX', null, null],
  ['0x7bd29408f11d2bfc23c34f18275bbf23bb716bc7', 'Meebits', '⚇', null, 'larvalabs'],
  [
    '0xe785e82358879f061bc3dcac6f0444462d4b5330',
    'World of Women',
    'WOW',
    'https://worldofwomen.art',
    'worldofwomennft',
  ],
  ['0x1a92f7381b9f03921564a437210bb9396471050c', 'Cool Cats', 'COOL', 'https://coolcatsnft.com', 'coolcats'],
  ['0x9c8ff314c9bc7f6e59a9d9225fb22946427edc03', 'Nouns', 'NOUN', 'https://nouns.wtf', 'nounsdao'],
  [
    '0x57f1887a8bf19b14fc0df6fd9b2acc9af147ea85',
    'ENS: Ethereum Name Service',
    'ENS',
    'https://ens.domains',
    'ensdomains',
  ],
  [
    '0xa7d8d9ef8d8ce8992df33d8b8cf4aebabd5bd270',
    'Art Blocks',
    'BLOCKS',
    'https://www.artblocks.io',
    'artblocks',
  ],
];

const TRAIT_NAMES = ['Background', 'Body', 'Eyes', 'Mouth', 'Headwear', 'Clothes'];
const TRAIT_VALUES = [
  'Azure',
  'Crimson',
  'Golden',
  'Ivory',
  'Jade',
  'Neon',
  'Onyx',
  'Pearl',
  'Rust',
  'Sakura',
  'Teal',
  'Violet',
];

export function buildNftCollections(): NftCollectionRecord[] {
  const real = REAL_COLLECTIONS.map(([address, name, symbol, homepageUrl, twitterName], rank) =>
    collection(address, name, symbol, homepageUrl, twitterName, rank, true),
  );
  // Unverified look-alikes and airdropped spam, so the unverified and spam states have real cases.
  const random = prngFor('nft-collections');
  const unverified = ['Pudgy Penguinz', 'Based Punks', 'Free Mint Pass 🎁', '像素猫俱乐部'].map((name, i) =>
    collection(random.hex(20), name, `X${i}`, null, null, 20 + i, false),
  );
  return [...real, ...unverified];
}

function collection(
  address: string,
  name: string,
  symbol: string,
  homepageUrl: string | null,
  twitterName: string | null,
  rank: number,
  isVerified: boolean,
): NftCollectionRecord {
  const random = prngFor('nft-collection', address);
  const floorEth = isVerified
    ? (30 / (1 + rank) ** 0.9) * random.between(0.5, 1.5)
    : random.logBetween(0.0005, 0.05);
  const numAssets = random.pick([3333, 5000, 8888, 10000, 10000, 20000]);
  const volume24hEth = floorEth * random.between(2, 60);
  return {
    id: `NftCollection:ETHEREUM_${address}`,
    address,
    name,
    symbol,
    description: `${name} is a collection of ${numAssets.toLocaleString('en-US')} unique tokens living on Ethereum.`,
    standard: symbol === 'BLOCKS' || !isVerified ? random.pick(['ERC721', 'ERC1155'] as const) : 'ERC721',
    isVerified,
    isSpam: !isVerified && name.includes('Free'),
    numAssets,
    homepageUrl,
    twitterName,
    floorEth,
    volume24hEth,
    totalVolumeEth: volume24hEth * random.between(400, 4000),
    owners: Math.round(numAssets * random.between(0.25, 0.7)),
    listed: Math.round(numAssets * random.between(0.01, 0.12)),
    createdAt: DATASET_NOW - random.int(90, 1800) * DAY,
    traits: TRAIT_NAMES.slice(0, random.int(3, 6)).map((traitName) => ({
      name: traitName,
      values: TRAIT_VALUES.slice(random.int(0, 4), random.int(6, 12)).map((value) => ({
        value,
        weight: random.logBetween(0.2, 5),
      })),
    })),
    hue: random.int(0, 359),
  };
}
