import { build } from 'vike/api';
import { configuredChainsFrom } from '../data/chainRpcUrl.ts';
import { buildPreviewSettings } from '../renderer/buildPreviewSettings.ts';
import { buildInstallableApp } from './buildInstallableApp.ts';
import { buildWorkerBundle } from './buildWorkerBundle.ts';
import { ensureDataApi } from './dataApiProcess.ts';
import { generatePreviews } from './generatePreviews.ts';
import { prerenderSite } from './prerenderSite.ts';
import { writeSecurityHeaders } from './writeSecurityHeaders.ts';

/**
 * `npm run build`: the static site with its prerendered pages (vike), then the artifacts made from it.
 * Works on its own: with the default DATA_API_URL it starts the embedded Data API for its duration.
 */
// The artifacts are always production ones: run from a test runner (NODE_ENV=test) Vite would otherwise
// bundle React's development build, three times the size.
process.env.NODE_ENV = 'production';
if (!process.env.PUBLIC_ORIGIN) {
  console.warn(
    `PUBLIC_ORIGIN is not set: og:url and og:image name ${buildPreviewSettings().publicOrigin}, right for npm start; set it for a public build.`,
  );
}
const dataApi = await ensureDataApi();
try {
  process.env.DATA_API_URL = dataApi.url;
  // The prerender runs apart from vike's build so that it writes the files itself: quietly, and with
  // each page's preview record for the cards (scripts/prerenderSite.ts).
  await build({ vikeConfig: { prerender: { disableAutoRun: true } } });
  await prerenderSite();
  await generatePreviews();
  await writeSecurityHeaders('dist/client', {
    publicOrigin: buildPreviewSettings().publicOrigin,
    dataApiUrl: dataApi.url,
    chainRpcUrls: configuredChainsFrom(process.env).map((chain) => chain.rpcUrl),
  });
} finally {
  await dataApi.stop();
}
await buildInstallableApp();
buildWorkerBundle();
