import { useRouteParams } from '../../../../renderer/useRouteParams.ts';
import { isLiquidityVersion } from '../createPositionLink.ts';
import { CreatePositionPage } from '../CreatePositionPage.tsx';

export default function Page() {
  const version = useRouteParams()?.protocolVersion;
  return <CreatePositionPage key={version} version={isLiquidityVersion(version) ? version : undefined} />;
}
