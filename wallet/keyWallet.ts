import {
  type Address,
  type Chain,
  createWalletClient,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  isAddressEqual,
  numberToHex,
  type RpcTransactionRequest,
  type TypedDataDefinition,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

export interface WalletRequest {
  method: string;
  params?: readonly unknown[] | undefined;
}

/** An EIP-1193 error a wallet answers with (4001: the person rejected; 4100: not authorised; 4200: unsupported). */
export class WalletRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'WalletRequestError';
  }
}

export interface KeyWallet {
  readonly address: Address;
  /**
   * Answers one EIP-1193 request the way a browser wallet does for an approved site: accounts, chain
   * id and signatures from the key, everything else (reads, gas, nonces) from the chain's RPC.
   */
  request(request: WalletRequest): Promise<unknown>;
}

/**
 * A wallet over one private key, signing with a viem local account: the built-in dev wallet in the
 * browser and the e2e test wallet in Node both answer through it, so they behave alike. Signs
 * locally and sends raw transactions, as a real wallet does, so it needs no unlocked node account.
 */
export function createKeyWallet({ privateKey, chain }: { privateKey: Hex; chain: Chain }): KeyWallet {
  const account = privateKeyToAccount(privateKey);
  const client = createWalletClient({ account, chain, transport: http() });

  const assertOwnAddress = (address: unknown) => {
    if (typeof address !== 'string' || !isAddressEqual(address as Address, account.address))
      throw new WalletRequestError(4100, `This wallet holds ${account.address}, not ${String(address)}`);
  };

  async function request({ method, params = [] }: WalletRequest): Promise<unknown> {
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address];
      case 'eth_chainId':
        return numberToHex(chain.id);
      case 'personal_sign': {
        const [message, address] = params as [Hex, Address];
        assertOwnAddress(address);
        return account.signMessage({ message: { raw: message } });
      }
      case 'eth_signTypedData_v4': {
        const [address, typedData] = params as [Address, string | TypedDataDefinition];
        assertOwnAddress(address);
        const definition = typeof typedData === 'string' ? JSON.parse(typedData) : typedData;
        return account.signTypedData(definition as TypedDataDefinition);
      }
      case 'eth_sendTransaction': {
        const [transaction] = params as [RpcTransactionRequest];
        if (transaction.from !== undefined) assertOwnAddress(transaction.from);
        return client.sendTransaction(transactionFromRpc(transaction));
      }
      default:
        // Anything else that would sign or change the wallet is refused, never handed to the node
        // (a node may hold keys of its own and sign with them).
        if (/^(eth_sign|personal_|wallet_)/.test(method))
          throw new WalletRequestError(4200, `This wallet does not support ${method}.`);
        return client.request({ method, params } as never);
    }
  }

  return { address: account.address, request };
}

/** The RPC form of a transaction request (hex quantities) as viem's `sendTransaction` takes it. */
function transactionFromRpc(rpc: RpcTransactionRequest) {
  const quantity = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value));
  const common = {
    to: rpc.to ?? undefined,
    data: rpc.data,
    value: quantity(rpc.value),
    gas: quantity(rpc.gas),
    nonce: rpc.nonce === undefined ? undefined : hexToNumber(rpc.nonce),
  };
  if (rpc.gasPrice !== undefined) return { ...common, gasPrice: hexToBigInt(rpc.gasPrice) };
  return {
    ...common,
    maxFeePerGas: quantity(rpc.maxFeePerGas),
    maxPriorityFeePerGas: quantity(rpc.maxPriorityFeePerGas),
  };
}
