import { formatUnits } from 'viem';
import type { RampOrder } from '../../data/rampApi.ts';
import type { AssetActivityRecord } from '../dataset/assetActivities.ts';
import type { ChainName } from '../dataset/chains.ts';
import type { Dataset } from '../dataset/dataset.ts';

const STATUS = { pending: 'PENDING', completed: 'CONFIRMED', failed: 'FAILED' } as const;

/**
 * A ramp order as the spec's activity: an on-ramp (buy) or off-ramp (sell) with its provider, its fiat
 * amount and fee, and its status (pending, confirmed or failed), at the time it was placed. An order for
 * a token the dataset does not know has no activity.
 */
export function rampActivity(order: RampOrder, dataset: Dataset): AssetActivityRecord | undefined {
  const chain = order.chain as ChainName;
  const token = dataset.token(chain, order.token);
  if (!token) return undefined;
  const status = STATUS[order.status];
  const timestamp = Math.floor(order.createdAt / 1000);
  const buy = order.direction === 'buy';
  const provider = {
    id: `${buy ? 'OnRamp' : 'OffRamp'}ServiceProvider:${order.providerId}`,
    serviceProvider: order.providerId.toUpperCase(),
    name: order.providerName,
    // The local test provider has no site of its own: it is the app's.
    url: '/',
    logoLightUrl: '',
    logoDarkUrl: '',
    supportUrl: null,
  };
  // The schema's amounts are Floats: display figures, made from the exact order last.
  const transfer = {
    token,
    tokenStandard: token.standard,
    amount: Number(formatUnits(BigInt(order.tokenAmount), order.tokenDecimals)),
    serviceProvider: provider,
    transactionReferenceId: order.id,
    externalSessionId: order.id,
    networkFee: 0,
    transactionFee: Number(order.fee),
    totalFee: Number(order.fee),
  };
  const assetChange = buy
    ? {
        __typename: 'OnRampTransfer',
        id: `OnRampTransfer:${order.id}`,
        ...transfer,
        sourceCurrency: order.fiatCurrency,
        sourceAmount: Number(order.fiatAmount),
      }
    : {
        __typename: 'OffRampTransfer',
        id: `OffRampTransfer:${order.id}`,
        ...transfer,
        destinationCurrency: order.fiatCurrency,
        destinationAmount: Number(order.fiatNet),
      };
  const hash = order.transactionHash ?? `0x${order.id.replaceAll('-', '').padEnd(64, '0')}`;
  return {
    id: `AssetActivity:ramp_${order.id}`,
    timestamp,
    chain,
    type: buy ? 'ON_RAMP' : 'OFF_RAMP',
    addresses: [order.account],
    transaction: {
      id: `Transaction:ramp_${order.id}`,
      blockNumber: 0,
      from: order.account,
      to: order.payTo ?? order.account,
      hash,
      nonce: 0,
      status,
    },
    assetChanges: [assetChange],
    details: buy
      ? {
          __typename: 'OnRampTransactionDetails',
          id: `OnRampTransactionDetails:${order.id}`,
          status,
          receiverAddress: order.account,
          onRampTransfer: assetChange,
        }
      : {
          __typename: 'OffRampTransactionDetails',
          id: `OffRampTransactionDetails:${order.id}`,
          status,
          senderAddress: order.account,
          offRampTransfer: assetChange,
        },
  };
}
