import {
  type Address,
  decodeAbiParameters,
  encodeAbiParameters,
  getAddress,
  type Hex,
  hashStruct,
  parseAbiParameters,
  zeroAddress,
} from 'viem';
import { LIMIT_ORDER_CONTRACTS } from './limitOrderContracts.ts';
import { PROTOCOL_ADDRESSES } from './protocolAddresses.ts';

/**
 * A limit order as UniswapX's ExclusiveDutchOrderReactor takes it: an exclusive Dutch order whose
 * amounts do not decay (start equals end), without an exclusive filler, with one output to the swapper.
 * This is how the real app's limit orders are built (the UniswapX SDK's `DutchOrder` with fixed
 * amounts, which its parser calls `Limit`); the test holds our encoding, hash and typed data equal to
 * the SDK's. Written with viem so the browser need not load the SDK's ethers.
 */
export interface LimitOrder {
  swapper: Address;
  /** A Permit2 unordered nonce: word `nonce >> 8`, bit `nonce & 255`. */
  nonce: bigint;
  /** Unix seconds: after it the order cannot fill. */
  deadline: bigint;
  inputToken: Address;
  /** Base units the swapper gives. */
  inputAmount: bigint;
  outputToken: Address;
  /** Base units the swapper receives at least. */
  outputAmount: bigint;
}

/** The EIP-712 types of the reactor's order, as the contract and the SDK declare them. */
export const LIMIT_ORDER_TYPES = {
  ExclusiveDutchOrder: [
    { name: 'info', type: 'OrderInfo' },
    { name: 'decayStartTime', type: 'uint256' },
    { name: 'decayEndTime', type: 'uint256' },
    { name: 'exclusiveFiller', type: 'address' },
    { name: 'exclusivityOverrideBps', type: 'uint256' },
    { name: 'inputToken', type: 'address' },
    { name: 'inputStartAmount', type: 'uint256' },
    { name: 'inputEndAmount', type: 'uint256' },
    { name: 'outputs', type: 'DutchOutput[]' },
  ],
  OrderInfo: [
    { name: 'reactor', type: 'address' },
    { name: 'swapper', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
    { name: 'additionalValidationContract', type: 'address' },
    { name: 'additionalValidationData', type: 'bytes' },
  ],
  DutchOutput: [
    { name: 'token', type: 'address' },
    { name: 'startAmount', type: 'uint256' },
    { name: 'endAmount', type: 'uint256' },
    { name: 'recipient', type: 'address' },
  ],
} as const;

const ORDER_PARAMETERS = parseAbiParameters(
  '((address,address,uint256,uint256,address,bytes),uint256,uint256,address,uint256,(address,uint256,uint256),(address,uint256,uint256,address)[])',
);

/** The order as the reactor's struct: no decay (start and end amounts equal, decay ending at the deadline). */
function limitOrderWitness(order: LimitOrder) {
  return {
    info: {
      reactor: LIMIT_ORDER_CONTRACTS.reactor,
      swapper: order.swapper,
      nonce: order.nonce,
      deadline: order.deadline,
      additionalValidationContract: zeroAddress,
      additionalValidationData: '0x' as Hex,
    },
    decayStartTime: order.deadline,
    decayEndTime: order.deadline,
    exclusiveFiller: zeroAddress,
    exclusivityOverrideBps: 0n,
    inputToken: order.inputToken,
    inputStartAmount: order.inputAmount,
    inputEndAmount: order.inputAmount,
    outputs: [
      {
        token: order.outputToken,
        startAmount: order.outputAmount,
        endAmount: order.outputAmount,
        recipient: order.swapper,
      },
    ],
  };
}

/** The order hash the reactor's `Fill` event names (the witness's EIP-712 struct hash). */
export function limitOrderHash(order: LimitOrder): Hex {
  return hashStruct({
    types: LIMIT_ORDER_TYPES,
    primaryType: 'ExclusiveDutchOrder',
    data: limitOrderWitness(order),
  });
}

/**
 * What the swapper signs: a Permit2 transfer of the input to the reactor, with the order as witness
 * (EIP-712, no gas). Pass it to a wallet's `signTypedData`.
 */
export function limitOrderTypedData(order: LimitOrder, chainId: number) {
  return {
    domain: { name: 'Permit2', chainId, verifyingContract: PROTOCOL_ADDRESSES.permit2 },
    types: {
      PermitWitnessTransferFrom: [
        { name: 'permitted', type: 'TokenPermissions' },
        { name: 'spender', type: 'address' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
        { name: 'witness', type: 'ExclusiveDutchOrder' },
      ],
      TokenPermissions: [
        { name: 'token', type: 'address' },
        { name: 'amount', type: 'uint256' },
      ],
      ...LIMIT_ORDER_TYPES,
    },
    primaryType: 'PermitWitnessTransferFrom',
    message: {
      permitted: { token: order.inputToken, amount: order.inputAmount },
      spender: LIMIT_ORDER_CONTRACTS.reactor,
      nonce: order.nonce,
      deadline: order.deadline,
      witness: limitOrderWitness(order),
    },
  } as const;
}

/** The order's bytes, as the reactor, the quoter and UniswapX's order API take them. */
export function encodeLimitOrder(order: LimitOrder): Hex {
  const w = limitOrderWitness(order);
  const i = w.info;
  return encodeAbiParameters(ORDER_PARAMETERS, [
    [
      [i.reactor, i.swapper, i.nonce, i.deadline, i.additionalValidationContract, i.additionalValidationData],
      w.decayStartTime,
      w.decayEndTime,
      w.exclusiveFiller,
      w.exclusivityOverrideBps,
      [w.inputToken, w.inputStartAmount, w.inputEndAmount],
      w.outputs.map((o) => [o.token, o.startAmount, o.endAmount, o.recipient] as const),
    ],
  ]);
}

/**
 * Reads an encoded order back; throws unless it is a limit order as `encodeLimitOrder` writes them
 * (this reactor, fixed amounts, one output to the swapper, no exclusivity or extra validation), so
 * what is stored is exactly what the swapper's signature covers.
 */
export function decodeLimitOrder(encoded: Hex): LimitOrder {
  const [[info, , , , , input, outputs]] = decodeAbiParameters(ORDER_PARAMETERS, encoded);
  const [reactor, swapper, nonce, deadline] = info;
  const [output] = outputs;
  if (getAddress(reactor) !== getAddress(LIMIT_ORDER_CONTRACTS.reactor) || outputs.length !== 1 || !output)
    throw new Error('Not a limit order for this reactor');
  const order: LimitOrder = {
    swapper: getAddress(swapper),
    nonce,
    deadline,
    inputToken: getAddress(input[0]),
    inputAmount: input[1],
    outputToken: getAddress(output[0]),
    outputAmount: output[1],
  };
  if (encodeLimitOrder(order).toLowerCase() !== encoded.toLowerCase())
    throw new Error('The order decays, is exclusive or pays someone else: not a limit order');
  return order;
}
