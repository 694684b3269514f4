import { CREATE_POSITION_VERSION_PAGE, shellPathOf } from '../../../../preview/pagePaths.ts';
import { formatPath } from '../../../../preview/pathPattern.ts';
import { LIQUIDITY_VERSIONS } from '../createPositionLink.ts';

/** One page per version; any other segment gets the shell, which opens the default version. */
export const onBeforePrerenderStart = () => [
  ...LIQUIDITY_VERSIONS.map((protocolVersion) =>
    formatPath(CREATE_POSITION_VERSION_PAGE, { protocolVersion }),
  ),
  shellPathOf(CREATE_POSITION_VERSION_PAGE),
];
