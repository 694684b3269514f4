import { formatAmount, shortAddress } from '../../components/formatNumbers.ts';
import { type Chain, chainInfoOf } from '../../data/chains.ts';
import { readFragment } from '../../data/graphql.ts';
import type { AssetActivity } from '../../data/hooks/useActivity.ts';
import { ActivityNft, ActivityToken } from '../../data/operations/assetActivities.ts';
import { tokenSymbol } from '../../data/tokenLabels.ts';

type Details = AssetActivity['details'];
type TransactionDetails = Extract<Details, { __typename: 'TransactionDetails' }>;
type AssetChange = NonNullable<TransactionDetails['assetChanges'][number]>;
type MaskedToken = Extract<AssetChange, { __typename: 'TokenTransfer' }>['asset'];
type MaskedNft = Extract<AssetChange, { __typename: 'NftTransfer' }>['asset'];

/** Where an activity stands: confirmed, still under way (pending tx, open order) or not done. */
export type ActivityStatus = 'confirmed' | 'pending' | 'failed';

export interface ActivityLogo {
  src: string | null | undefined;
  symbol: string;
}

/** One activity in words: what happened, with which amounts, and how it ended. */
export interface ActivityWords {
  kind: 'transaction' | 'swap-order' | 'on-ramp' | 'off-ramp';
  /** What the owner did: "Swapped", "Sent", "Limit order", "Bought". */
  title: string;
  /** The amounts and the other side: "1.5 ETH for 3,120 USDC", "200 USDC to 0x12ab…cdef". */
  summary: string;
  status: ActivityStatus;
  /** Said beside the title when the activity is not simply confirmed: "Pending", "Expired". */
  statusLabel: string | undefined;
  /** Who did it for the owner, or the fee: "Uniswap", "MoonPay · fee 2.50 USD". */
  detail: string | undefined;
  logos: ActivityLogo[];
  hash: string | undefined;
}

const TRANSACTION_TITLES: Partial<Record<TransactionDetails['type'], string>> = {
  APPROVE: 'Approved',
  BORROW: 'Borrowed',
  BRIDGING: 'Bridged',
  CANCEL: 'Cancelled',
  CLAIM: 'Claimed',
  DEPLOYMENT: 'Deployed a contract',
  EXECUTE: 'Contract call',
  LEND: 'Lent',
  MINT: 'Minted',
  RECEIVE: 'Received',
  REPAY: 'Repaid',
  SEND: 'Sent',
  STAKE: 'Staked',
  SWAP: 'Swapped',
  SWAP_ORDER: 'Swap order',
  UNSTAKE: 'Unstaked',
  WITHDRAW: 'Withdrew',
  ON_RAMP: 'Bought',
  OFF_RAMP: 'Sold',
};

const ORDER_STATUS: Record<
  Extract<Details, { __typename: 'SwapOrderDetails' }>['swapOrderStatus'],
  { status: ActivityStatus; label: string | undefined }
> = {
  OPEN: { status: 'pending', label: 'Open' },
  FILLED: { status: 'confirmed', label: undefined },
  EXPIRED: { status: 'failed', label: 'Expired' },
  CANCELLED: { status: 'failed', label: 'Cancelled' },
  ERROR: { status: 'failed', label: 'Failed' },
  INSUFFICIENT_FUNDS: { status: 'failed', label: 'Insufficient funds' },
};

/** An activity as words and amounts, as its owner sees it (the Data API gives directions from the owner's side). */
export function activityWords(activity: AssetActivity): ActivityWords {
  const details = activity.details;
  switch (details.__typename) {
    case 'TransactionDetails':
      return transactionWords(details, activity.chain);
    case 'SwapOrderDetails': {
      const input = token(details.inputToken);
      const output = token(details.outputToken);
      const { status, label } = ORDER_STATUS[details.swapOrderStatus];
      return {
        kind: 'swap-order',
        title: details.swapOrderType === 'LIMIT' ? 'Limit order' : 'Swap order',
        summary: `${amount(details.inputTokenQuantity, input)} for ${amount(details.outputTokenQuantity, output)}`,
        status,
        statusLabel: label,
        detail: 'UniswapX',
        logos: [logo(input), logo(output)],
        // An order's hash names the signed order, not a transaction an explorer knows.
        hash: undefined,
      };
    }
    case 'OnRampTransactionDetails': {
      const transfer = details.onRampTransfer;
      const bought = token(transfer.token);
      return {
        kind: 'on-ramp',
        ...statusOf(details.status),
        title: 'Bought',
        summary: `${amount(transfer.amount, bought)} for ${formatFiat(transfer.sourceAmount, transfer.sourceCurrency)}`,
        detail: rampDetail(transfer.serviceProvider.name, transfer.totalFee, transfer.sourceCurrency),
        logos: [logo(bought)],
        hash: undefined,
      };
    }
    case 'OffRampTransactionDetails': {
      const transfer = details.offRampTransfer;
      const sold = token(transfer.token);
      return {
        kind: 'off-ramp',
        ...statusOf(details.status),
        title: 'Sold',
        summary: `${amount(transfer.amount, sold)} for ${formatFiat(transfer.destinationAmount, transfer.destinationCurrency)}`,
        detail: rampDetail(transfer.serviceProvider.name, transfer.totalFee, transfer.destinationCurrency),
        logos: [logo(sold)],
        hash: undefined,
      };
    }
    default:
      return {
        kind: 'transaction',
        title: 'Activity',
        summary: 'An activity this app cannot describe yet.',
        status: 'confirmed',
        statusLabel: undefined,
        detail: undefined,
        logos: [],
        hash: undefined,
      };
  }
}

/** Pending first (what is still under way matters most), then newest first. */
export function activityOrder(a: AssetActivity, b: AssetActivity): number {
  const pending = (activity: AssetActivity) => (activityWords(activity).status === 'pending' ? 0 : 1);
  return pending(a) - pending(b) || b.timestamp - a.timestamp;
}

function transactionWords(details: TransactionDetails, chain: Chain): ActivityWords {
  const changes = details.assetChanges.filter((change) => change !== null);
  const outs = transfersOf(changes, 'OUT');
  const ins = transfersOf(changes, 'IN');
  let summary: string;
  let title = TRANSACTION_TITLES[details.type] ?? 'Transaction';
  if (details.type === 'SWAP' && outs.length > 0 && ins.length > 0) {
    summary = `${outs.map(transferAmount).join(' + ')} for ${ins.map(transferAmount).join(' + ')}`;
  } else if (details.type === 'BRIDGING' && changes.length > 0) {
    const label = chainInfoOf(chain)?.label ?? chain;
    summary = `${changes.map(changeWords).join('; ')} on ${label}`;
  } else if (changes.length > 0) {
    summary = changes.map(changeWords).join('; ');
    if (changes.every(isRevoke)) title = 'Revoked approval';
  } else {
    summary = details.to ? `With ${shortAddress(details.to)}` : 'No assets moved';
  }
  const fee = details.networkFee?.quantity;
  return {
    kind: 'transaction',
    ...statusOf(details.transactionStatus),
    title,
    summary,
    detail:
      [
        details.application?.name ?? undefined,
        fee && Number(fee) > 0
          ? `network fee ${formatAmount(fee)} ${details.networkFee?.tokenSymbol ?? ''}`
          : undefined,
      ]
        .filter(Boolean)
        .join(' · ')
        .trim() || undefined,
    logos: changes.flatMap(changeLogo).slice(0, 2),
    hash: details.hash,
  };
}

function transfersOf(changes: AssetChange[], direction: 'IN' | 'OUT') {
  return changes.flatMap((change) =>
    change.__typename === 'TokenTransfer' && change.direction === direction ? [change] : [],
  );
}

function transferAmount(change: Extract<AssetChange, { __typename: 'TokenTransfer' }>): string {
  return amount(change.quantity, token(change.asset));
}

/** One asset change in words, e.g. "200 USDC to 0x12ab…cdef", "Unlimited USDC for 0x…", "Punk #12 from 0x…". */
export function changeWords(change: AssetChange): string {
  switch (change.__typename) {
    case 'TokenTransfer':
      return `${transferAmount(change)} ${counterparty(change.direction, change.sender, change.recipient)}`;
    case 'TokenApproval': {
      const approved = token(change.asset);
      const allowance = isRevoke(change)
        ? `No ${approved.symbol}`
        : change.quantity === 'inf'
          ? `Unlimited ${approved.symbol}`
          : amount(change.quantity, approved);
      return `${allowance} for ${shortAddress(change.approvedAddress)}`;
    }
    case 'NftTransfer':
      return `${nftName(change.asset)} ${counterparty(change.direction, change.sender, change.recipient)}`;
    case 'NftApproval':
      return `${nftName(change.asset)} for ${shortAddress(change.approvedAddress)}`;
    case 'NftApproveForAll': {
      const collection = nft(change.asset).collection?.name ?? 'a collection';
      return change.approved
        ? `All of ${collection} for ${shortAddress(change.operatorAddress)}`
        : `No more of ${collection} for ${shortAddress(change.operatorAddress)}`;
    }
    default:
      return 'An asset change';
  }
}

function isRevoke(change: AssetChange): boolean {
  return (
    (change.__typename === 'TokenApproval' && Number(change.quantity) === 0 && change.quantity !== 'inf') ||
    (change.__typename === 'NftApproveForAll' && !change.approved)
  );
}

function counterparty(direction: string, sender: string, recipient: string): string {
  if (direction === 'IN') return `from ${shortAddress(sender)}`;
  if (direction === 'OUT') return `to ${shortAddress(recipient)}`;
  return 'to yourself';
}

function changeLogo(change: AssetChange): ActivityLogo[] {
  switch (change.__typename) {
    case 'TokenTransfer':
    case 'TokenApproval':
      return [logo(token(change.asset))];
    case 'NftTransfer':
    case 'NftApproval':
    case 'NftApproveForAll': {
      const asset = nft(change.asset);
      return [{ src: asset.thumbnail?.url, symbol: asset.collection?.name ?? asset.name ?? 'NFT' }];
    }
    default:
      return [];
  }
}

function statusOf(status: 'CONFIRMED' | 'PENDING' | 'FAILED'): {
  status: ActivityStatus;
  statusLabel: string | undefined;
} {
  if (status === 'PENDING') return { status: 'pending', statusLabel: 'Pending' };
  if (status === 'FAILED') return { status: 'failed', statusLabel: 'Failed' };
  return { status: 'confirmed', statusLabel: undefined };
}

function token(masked: MaskedToken) {
  const t = readFragment(ActivityToken, masked);
  return { symbol: tokenSymbol(t), logoUrl: t.project?.logoUrl };
}

function nft(masked: MaskedNft) {
  return readFragment(ActivityNft, masked);
}

function nftName(masked: MaskedNft): string {
  const asset = nft(masked);
  if (asset.name) return asset.name;
  return `${asset.collection?.name ?? 'NFT'} #${asset.tokenId}`;
}

function logo(t: { symbol: string; logoUrl: string | null | undefined }): ActivityLogo {
  return { src: t.logoUrl, symbol: t.symbol };
}

/** A token quantity as the Data API gives it (a decimal string or number), with the symbol. */
function amount(quantity: string | number, t: { symbol: string }): string {
  return `${formatAmount(quantity)} ${t.symbol}`;
}

function rampDetail(provider: string, fee: number | null | undefined, currency: string | null | undefined) {
  return fee != null && fee > 0 ? `${provider} · fee ${formatFiat(fee, currency)}` : provider;
}

/**
 * A fiat amount in the currency the payment provider charged or paid (not converted: it is what the
 * bank statement says).
 */
export function formatFiat(value: number, currency: string | null | undefined): string {
  if (!currency) return formatAmount(value);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
  } catch {
    return `${formatAmount(value)} ${currency}`;
  }
}
