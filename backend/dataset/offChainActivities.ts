import type { ActivityDetails, ActivitySources, AssetChange } from './activitySources.ts';
import type { Prng } from './prng.ts';
import type { TokenRecord } from './tokens.ts';

const PROVIDERS = [
  { serviceProvider: 'MOONPAY', name: 'MoonPay', url: 'https://www.moonpay.com' },
  { serviceProvider: 'COINBASEPAY', name: 'Coinbase Pay', url: 'https://www.coinbase.com' },
  { serviceProvider: 'STRIPE', name: 'Stripe', url: 'https://stripe.com' },
];

const ORDER_STATUSES = [
  'OPEN',
  'FILLED',
  'FILLED',
  'EXPIRED',
  'CANCELLED',
  'ERROR',
  'INSUFFICIENT_FUNDS',
] as const;

/** A UniswapX-style swap order: signed off-chain, filled (or not) by someone else. */
export function swapOrder(
  random: Prng,
  owner: string,
  hash: string,
  timestamp: number,
  tokens: readonly TokenRecord[],
  sources: ActivitySources,
): ActivityDetails {
  const [input, output] = [random.pick(tokens), random.pick(tokens)];
  const orderStatus = random.pick(ORDER_STATUSES);
  const usd = random.logBetween(20, 20_000);
  return {
    __typename: 'SwapOrderDetails',
    id: `SwapOrderDetails:${hash}`,
    offerer: owner,
    hash,
    status: orderStatus,
    swapOrderStatus: orderStatus,
    inputToken: input,
    inputTokenQuantity: (usd / sources.usdPrice(input)).toPrecision(8),
    outputToken: output,
    outputTokenQuantity: ((usd * 0.997) / sources.usdPrice(output)).toPrecision(8),
    expiry: timestamp + random.pick([600, 3_600, 86_400 * 7]),
    encodedOrder: random.hex(96),
    swapOrderType: random.pick(['DUTCH', 'DUTCH_V2', 'LIMIT', 'PRIORITY'] as const),
  };
}

/** Buying crypto with fiat (on-ramp) or selling it for fiat (off-ramp) through a payment provider. */
export function rampTransfer(
  direction: 'on' | 'off',
  random: Prng,
  owner: string,
  hash: string,
  status: string,
  tokens: readonly TokenRecord[],
  sources: ActivitySources,
): { details: ActivityDetails; assetChanges: AssetChange[] } {
  const token = random.pick(tokens.slice(0, 4));
  const provider = random.pick(PROVIDERS);
  const fiatAmount = Math.round(random.logBetween(20, 5_000) * 100) / 100;
  const transfer = {
    tokenStandard: token.standard,
    token,
    amount: fiatAmount / sources.usdPrice(token),
    serviceProvider: {
      id: `Provider:${provider.serviceProvider}`,
      ...provider,
      logoLightUrl: `${provider.url}/logo-light.png`,
      logoDarkUrl: `${provider.url}/logo-dark.png`,
      supportUrl: `${provider.url}/support`,
    },
    transactionReferenceId: random.hex(16).slice(2),
    externalSessionId: random.hex(16).slice(2),
    networkFee: Math.round(random.between(0.1, 4) * 100) / 100,
    transactionFee: Math.round(fiatAmount * 0.0149 * 100) / 100,
    totalFee: Math.round((fiatAmount * 0.0149 + 2) * 100) / 100,
  };
  if (direction === 'on') {
    const onRampTransfer = {
      __typename: 'OnRampTransfer',
      id: `OnRampTransfer:${hash}`,
      ...transfer,
      sourceCurrency: 'USD',
      sourceAmount: fiatAmount,
    };
    return {
      assetChanges: [onRampTransfer],
      details: {
        __typename: 'OnRampTransactionDetails',
        id: `OnRampTransactionDetails:${hash}`,
        status,
        receiverAddress: owner,
        onRampTransfer,
      },
    };
  }
  const offRampTransfer = {
    __typename: 'OffRampTransfer',
    id: `OffRampTransfer:${hash}`,
    ...transfer,
    destinationCurrency: 'USD',
    destinationAmount: fiatAmount,
  };
  return {
    assetChanges: [offRampTransfer],
    details: {
      __typename: 'OffRampTransactionDetails',
      id: `OffRampTransactionDetails:${hash}`,
      status,
      senderAddress: owner,
      offRampTransfer,
    },
  };
}
