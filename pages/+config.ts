import type { Config } from 'vike/types';

export default {
  prerender: true,
  meta: {
    // A page's link-preview record (see preview/). Server-only: crawlers read it from the HTML.
    preview: { env: { server: true } },
  },
} satisfies Config;
