import { erc721Abi, isAddressEqual, parseEventLogs, type TransactionReceipt, zeroAddress } from 'viem';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';

/** The id of the V4 position NFT a confirmed create (or migrate) minted: its Transfer from nobody. */
export function mintedPositionId(receipt: TransactionReceipt): bigint | undefined {
  const minted = parseEventLogs({ abi: erc721Abi, eventName: 'Transfer', logs: receipt.logs }).find(
    (log) =>
      isAddressEqual(log.address, PROTOCOL_ADDRESSES.v4PositionManager) && log.args.from === zeroAddress,
  );
  return minted?.args.tokenId;
}
