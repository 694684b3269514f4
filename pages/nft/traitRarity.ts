/**
 * How rare a trait value is, in words: the share of the collection that has it (the Data API's
 * `rarity`, a fraction), `<0.1%` below what one decimal shows.
 */
export function traitRarityLabel(rarity: number | null | undefined): string | undefined {
  if (rarity == null || !Number.isFinite(rarity) || rarity < 0 || rarity > 1) return undefined;
  const percent = rarity * 100;
  if (percent > 0 && percent < 0.1) return '<0.1% have this';
  return `${percent < 10 ? percent.toFixed(1) : Math.round(percent)}% have this`;
}

/** An NFT's rarity rank among its collection's items: `Rank 12 of 10,000 · top 1%`. */
export function rarityRankLabel(
  rank: number | null | undefined,
  items: number | null | undefined,
): string | undefined {
  if (!rank || rank < 1) return undefined;
  if (!items || items < rank) return `Rank ${counts.format(rank)}`;
  const top = Math.max(1, Math.ceil((rank / items) * 100));
  return `Rank ${counts.format(rank)} of ${counts.format(items)} · top ${top}%`;
}

const counts = new Intl.NumberFormat('en-US');
