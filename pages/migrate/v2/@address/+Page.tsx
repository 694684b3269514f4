import { isEvmAddress } from '../../../../data/addressPatterns.ts';
import { useRouteParams } from '../../../../renderer/useRouteParams.ts';
import { MigrateV2List } from '../../MigrateV2List.tsx';

export default function Page() {
  const address = useRouteParams()?.address;
  return <MigrateV2List address={address && isEvmAddress(address) ? address : undefined} />;
}
