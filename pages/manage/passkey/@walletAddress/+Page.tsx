import { isEvmAddress } from '../../../../data/addressPatterns.ts';
import { useRouteParams } from '../../../../renderer/useRouteParams.ts';
import { ManagePasskeysPage } from '../ManagePasskeysPage.tsx';

export default function Page() {
  const walletAddress = useRouteParams()?.walletAddress;
  if (walletAddress === undefined) return <ManagePasskeysPage address={undefined} />;
  return <ManagePasskeysPage address={isEvmAddress(walletAddress) ? walletAddress : null} />;
}
