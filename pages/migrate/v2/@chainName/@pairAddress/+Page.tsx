import { chainFromUrlName } from '../../../../../data/chains.ts';
import { usePosition } from '../../../../../data/hooks/usePosition.ts';
import { useRouteParams } from '../../../../../renderer/useRouteParams.ts';
import { useLazyWallet } from '../../../../../wallet/useLazyWallet.tsx';
import { MigratePage } from '../../../MigratePage.tsx';

export default function Page() {
  const params = useRouteParams();
  // The position is looked up for the connected wallet: this page keeps its own connection current.
  const { wallet, bridge } = useLazyWallet();
  const chain = chainFromUrlName(params?.chainName)?.chain;
  const pair = params?.pairAddress;
  // A V2 position is an owner's share of the pair: nothing to ask before the wallet is known.
  const position = usePosition(chain, 'v2', wallet.address ? pair : undefined, wallet.address);
  return (
    <>
      {bridge}
      <MigratePage
        wallet={wallet}
        position={wallet.address ? (position.error ? null : position.data) : undefined}
        loading={position.isLoading || wallet.resolving}
        notFound={`This wallet holds no share of the V2 pair ${pair ?? ''}.`}
      />
    </>
  );
}
