import type { PageContextServer } from 'vike/types';
import { readFragment } from '../../../../data/graphql.ts';
import { TokenLaunchParts } from '../../../../data/operations/tokenLaunches.ts';
import type { PagePreview } from '../../../../preview/pagePreview.ts';
import { tokenLaunchPagePreview } from '../../../../preview/tokenLaunchPreview.ts';
import { buildPreviewSettings } from '../../../../renderer/buildPreviewSettings.ts';
import type { TokenLaunchPageData } from '../../../toucan/tokenLaunchPages.ts';

/** A prerendered launch page's tags, from the launch its prerender already loaded; the shell keeps the default. */
export default function tokenLaunchPreviewSetting(pageContext: PageContextServer): PagePreview | undefined {
  const launch = (pageContext.data as TokenLaunchPageData | undefined)?.answer?.tokenLaunch;
  if (!launch) return undefined;
  const { config } = buildPreviewSettings();
  return tokenLaunchPagePreview(readFragment(TokenLaunchParts, launch), {
    title: config.defaultPageTitle,
    brandName: config.brandName,
  });
}
