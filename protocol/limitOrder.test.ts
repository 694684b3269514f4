import {
  DutchOrder,
  OrderType,
  REACTOR_ADDRESS_MAPPING,
  UNISWAPX_ORDER_QUOTER_MAPPING,
} from '@uniswap/uniswapx-sdk';
import { BigNumber } from 'ethers';
import { _TypedDataEncoder } from 'ethers/lib/utils';
import { getAddress, hashTypedData, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  decodeLimitOrder,
  encodeLimitOrder,
  type LimitOrder,
  limitOrderHash,
  limitOrderTypedData,
} from './limitOrder.ts';
import { LIMIT_ORDER_CONTRACTS } from './limitOrderContracts.ts';
import { LOCAL_CHAIN_ID, PROTOCOL_ADDRESSES } from './protocolAddresses.ts';
import { WELL_KNOWN_TOKENS } from './wellKnownTokens.ts';

const order: LimitOrder = {
  swapper: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  nonce: (7n << 8n) | 3n,
  deadline: 1_900_000_000n,
  inputToken: WELL_KNOWN_TOKENS.USDC,
  inputAmount: 1_500_000_000n,
  outputToken: WELL_KNOWN_TOKENS.WETH,
  outputAmount: 500_000_000_000_000_000n,
};

/** The same order as the UniswapX SDK builds it. */
function sdkOrder(o: LimitOrder): DutchOrder {
  return new DutchOrder(
    {
      reactor: LIMIT_ORDER_CONTRACTS.reactor,
      swapper: o.swapper,
      nonce: BigNumber.from(o.nonce),
      deadline: Number(o.deadline),
      additionalValidationContract: zeroAddress,
      additionalValidationData: '0x',
      decayStartTime: Number(o.deadline),
      decayEndTime: Number(o.deadline),
      exclusiveFiller: zeroAddress,
      exclusivityOverrideBps: BigNumber.from(0),
      input: {
        token: o.inputToken,
        startAmount: BigNumber.from(o.inputAmount),
        endAmount: BigNumber.from(o.inputAmount),
      },
      outputs: [
        {
          token: o.outputToken,
          startAmount: BigNumber.from(o.outputAmount),
          endAmount: BigNumber.from(o.outputAmount),
          recipient: o.swapper,
        },
      ],
    },
    LOCAL_CHAIN_ID,
    PROTOCOL_ADDRESSES.permit2,
  );
}

describe('a limit order', () => {
  it('sits at the reactor and quoter the UniswapX SDK names for Ethereum', () => {
    expect(getAddress(REACTOR_ADDRESS_MAPPING[1]?.[OrderType.Dutch] ?? '')).toBe(
      LIMIT_ORDER_CONTRACTS.reactor,
    );
    expect(getAddress(UNISWAPX_ORDER_QUOTER_MAPPING[1] ?? '')).toBe(LIMIT_ORDER_CONTRACTS.orderQuoter);
  });

  it('encodes, hashes and asks to sign exactly what the SDK does, and the SDK reads it as a limit order', () => {
    const sdk = sdkOrder(order);
    expect(encodeLimitOrder(order)).toBe(sdk.serialize());
    expect(limitOrderHash(order)).toBe(sdk.hash());
    const { domain, types, values } = sdk.permitData();
    expect(hashTypedData(limitOrderTypedData(order, LOCAL_CHAIN_ID))).toBe(
      _TypedDataEncoder.hash(domain, types, values),
    );
  });

  it('decodes its own bytes, and refuses an order that decays or pays another', () => {
    expect(decodeLimitOrder(encodeLimitOrder(order))).toEqual(order);
    const decaying = sdkOrder(order);
    decaying.info.outputs[0] = {
      ...order,
      token: order.outputToken,
      startAmount: BigNumber.from(order.outputAmount * 2n),
      endAmount: BigNumber.from(order.outputAmount),
      recipient: order.swapper,
    };
    expect(() => decodeLimitOrder(decaying.serialize() as `0x${string}`)).toThrow(/not a limit order/);
    const elsewhere = sdkOrder(order);
    elsewhere.info.reactor = zeroAddress;
    expect(() => decodeLimitOrder(elsewhere.serialize() as `0x${string}`)).toThrow(/Not a limit order/);
  });
});
