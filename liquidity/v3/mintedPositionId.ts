import { erc721Abi, parseEventLogs, type TransactionReceipt, zeroAddress } from 'viem';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';

/** The id of the V3 position NFT a confirmed create (or migrate) minted: its Transfer from nobody. */
export function mintedPositionId(receipt: TransactionReceipt): bigint | undefined {
  const manager = PROTOCOL_ADDRESSES.v3NonfungiblePositionManager.toLowerCase();
  const minted = parseEventLogs({ abi: erc721Abi, eventName: 'Transfer', logs: receipt.logs }).find(
    (log) => log.address.toLowerCase() === manager && log.args.from === zeroAddress,
  );
  return minted?.args.tokenId;
}
