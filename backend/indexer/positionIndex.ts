import type { PositionVersion } from '../../data/positionRow.ts';

/** One position as the index knows it: which kind, and its NFT's token id or its V2 pair's address. */
export interface PositionRef {
  version: PositionVersion;
  /** Decimal token id (V3, V4) or lower-case pair address (V2). */
  id: string;
}

export interface V2Pair {
  token0: string;
  token1: string;
}

const ZERO = '0x0000000000000000000000000000000000000000';

export type PositionIndex = ReturnType<typeof createPositionIndex>;

/**
 * Who holds which liquidity position, from the position contracts' own events: the V3 and V4 position
 * NFTs' `Transfer`s (minted from, burned to the zero address) and each V2 pair's LP share `Transfer`s
 * (pairs known from the factory's `PairCreated`). The V4 PositionManager is not enumerable, so this is
 * the only list of an owner's V4 positions. Addresses are lower case.
 */
export function createPositionIndex(onChange: () => void) {
  const nftOwners = new Map<string, string>();
  const held = new Map<string, Map<string, PositionRef>>();
  const pairs = new Map<string, V2Pair>();
  /** Per pair, each holder's LP balance. */
  const shares = new Map<string, Map<string, bigint>>();

  const hold = (owner: string, ref: PositionRef) => {
    let refs = held.get(owner);
    if (!refs) {
      refs = new Map();
      held.set(owner, refs);
    }
    refs.set(keyOf(ref), ref);
  };
  const release = (owner: string, ref: PositionRef) => {
    const refs = held.get(owner);
    refs?.delete(keyOf(ref));
    if (refs?.size === 0) held.delete(owner);
  };

  return {
    /** A V3 or V4 position NFT moved from `from` to `to`. */
    transferNft(version: 'v3' | 'v4', tokenId: bigint, from: string, to: string): void {
      const ref: PositionRef = { version, id: tokenId.toString() };
      const key = keyOf(ref);
      if (from !== ZERO) release(from, ref);
      if (to === ZERO) nftOwners.delete(key);
      else {
        nftOwners.set(key, to);
        hold(to, ref);
      }
      onChange();
    },
    addPair(pair: string, tokens: V2Pair): void {
      pairs.set(pair, tokens);
    },
    pair: (pair: string): V2Pair | undefined => pairs.get(pair),
    /** LP shares of a V2 pair moved (mint from zero, burn through the pair itself to zero). */
    transferShares(pair: string, from: string, to: string, value: bigint): void {
      if (!pairs.has(pair) || value === 0n) return;
      let balances = shares.get(pair);
      if (!balances) {
        balances = new Map();
        shares.set(pair, balances);
      }
      const ref: PositionRef = { version: 'v2', id: pair };
      for (const [holder, delta] of [
        [from, -value],
        [to, value],
      ] as const) {
        // The zero address holds the pair's locked minimum and the pair holds shares being burned: no one's position.
        if (holder === ZERO || holder === pair) continue;
        const balance = (balances.get(holder) ?? 0n) + delta;
        if (balance > 0n) {
          balances.set(holder, balance);
          hold(holder, ref);
        } else {
          balances.delete(holder);
          release(holder, ref);
        }
      }
      onChange();
    },
    /** The positions an owner holds now (closed V3 and V4 positions stay theirs until burned). */
    positionsOf: (owner: string): PositionRef[] => [...(held.get(owner)?.values() ?? [])],
    /** The holder of a V3 or V4 position, or of a V2 share when `owner` holds one. */
    ownerOf(ref: PositionRef, owner?: string): string | undefined {
      if (ref.version !== 'v2') return nftOwners.get(keyOf(ref));
      return owner !== undefined && shares.get(ref.id)?.has(owner) ? owner : undefined;
    },
  };
}

function keyOf({ version, id }: PositionRef): string {
  return `${version}:${id}`;
}
