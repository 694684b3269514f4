import { chainFromUrlName, DEFAULT_CHAIN } from '../../../../../data/chains.ts';
import { useRouteParams } from '../../../../../renderer/useRouteParams.ts';
import { useLazyWallet } from '../../../../../wallet/useLazyWallet.tsx';
import { useNftPosition } from '../../../../positionFlows/useNftPosition.ts';
import { MigratePage } from '../../../MigratePage.tsx';

export default function Page() {
  const params = useRouteParams();
  const { wallet, bridge } = useLazyWallet();
  const chain = chainFromUrlName(params?.chainName)?.chain;
  // Positions are read on the app's chain: a link naming another has none to migrate here.
  const known = chain === DEFAULT_CHAIN.chain;
  const { position, error } = useNftPosition(known ? params?.tokenId : undefined, wallet, 'v3');
  return (
    <>
      {bridge}
      <MigratePage
        wallet={wallet}
        position={params && (!known || error) ? null : position}
        loading={!params || position === undefined}
        notFound={`There is no V3 position #${params?.tokenId ?? ''} on Ethereum.`}
      />
    </>
  );
}
