import { chainFromUrlName } from '../../../../../data/chains.ts';
import { usePosition } from '../../../../../data/hooks/usePosition.ts';
import { useRouteParams } from '../../../../../renderer/useRouteParams.ts';
import { useLazyWallet } from '../../../../../wallet/useLazyWallet.tsx';
import { MigratePage } from '../../../MigratePage.tsx';

export default function Page() {
  const params = useRouteParams();
  const { wallet, bridge } = useLazyWallet();
  const chain = chainFromUrlName(params?.chainName)?.chain;
  const tokenId = params?.tokenId && /^\d{1,78}$/.test(params.tokenId) ? params.tokenId : undefined;
  const position = usePosition(chain, 'v3', tokenId, wallet.address);
  return (
    <>
      {bridge}
      <MigratePage
        wallet={wallet}
        position={params && !tokenId ? null : position.error ? null : position.data}
        loading={position.isLoading || !params}
        notFound={`There is no V3 position #${params?.tokenId ?? ''} on Ethereum.`}
      />
    </>
  );
}
