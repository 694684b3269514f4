import { useRouteParams } from '../../../../renderer/useRouteParams.ts';
import { CreatePositionPage } from '../CreatePositionPage.tsx';
import { isLiquidityVersion } from '../createPositionLink.ts';

export default function Page() {
  const version = useRouteParams()?.protocolVersion;
  return <CreatePositionPage key={version} version={isLiquidityVersion(version) ? version : undefined} />;
}
