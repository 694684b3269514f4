import { useRouteParams } from '../../../renderer/useRouteParams.ts';
import { useLazyWallet } from '../../../wallet/useLazyWallet.tsx';
import { useNftPosition } from '../../positionFlows/useNftPosition.ts';
import { RemoveLiquidityPage } from '../RemoveLiquidityPage.tsx';

export default function Page() {
  const tokenId = useRouteParams()?.tokenId;
  // The position is looked up for the connected wallet: this page keeps its own connection current.
  const { wallet, bridge } = useLazyWallet();
  const { position, error } = useNftPosition(tokenId, wallet);
  return (
    <>
      {bridge}
      <RemoveLiquidityPage
        wallet={wallet}
        position={error ? null : position}
        loading={tokenId === undefined || position === undefined}
        notFound={
          error
            ? 'The positions could not be read: the Data API does not answer. Try again in a moment.'
            : `There is no position #${tokenId} on Ethereum.`
        }
      />
    </>
  );
}
