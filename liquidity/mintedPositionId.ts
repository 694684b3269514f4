import {
  type Address,
  erc721Abi,
  isAddressEqual,
  parseEventLogs,
  type TransactionReceipt,
  zeroAddress,
} from 'viem';

/**
 * The id of the position NFT a confirmed create (or migrate) minted: the manager's Transfer from nobody.
 * The V3 NonfungiblePositionManager and the V4 PositionManager both mint ERC-721s this way.
 */
export function mintedPositionId(receipt: TransactionReceipt, positionManager: Address): bigint | undefined {
  const minted = parseEventLogs({ abi: erc721Abi, eventName: 'Transfer', logs: receipt.logs }).find(
    (log) => isAddressEqual(log.address, positionManager) && log.args.from === zeroAddress,
  );
  return minted?.args.tokenId;
}
