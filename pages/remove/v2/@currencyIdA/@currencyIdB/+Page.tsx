import { usePositions } from '../../../../../data/hooks/usePositions.ts';
import { useRouteParams } from '../../../../../renderer/useRouteParams.ts';
import { useTradingChain } from '../../../../../wallet/tradingChain.ts';
import { useLazyWallet } from '../../../../../wallet/useLazyWallet.tsx';
import { v2ShareOf } from '../../../../positionFlows/v2ShareOf.ts';
import { RemoveLiquidityPage } from '../../../RemoveLiquidityPage.tsx';

export default function Page() {
  const params = useRouteParams();
  // The position is looked up for the connected wallet: this page keeps its own connection current.
  const { wallet, bridge } = useLazyWallet();
  const positions = usePositions(wallet.address);
  const { weth9 } = useTradingChain().protocol;
  const position =
    positions.data && params?.currencyIdA && params.currencyIdB
      ? v2ShareOf(positions.data, params.currencyIdA, params.currencyIdB, weth9)
      : undefined;
  return (
    <>
      {bridge}
      <RemoveLiquidityPage
        wallet={wallet}
        position={wallet.address && positions.data ? (position ?? null) : undefined}
        loading={positions.isLoading || wallet.resolving}
        notFound={`This wallet holds no share of a V2 pair of ${params?.currencyIdA} and ${params?.currencyIdB}.`}
      />
    </>
  );
}
