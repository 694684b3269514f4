import { MANAGE_PASSKEYS_PAGE, shellPathOf } from '../../../../preview/pagePaths.ts';

/** Every address's passkeys page is one shell: the list needs the wallet's signature, in the browser. */
export const onBeforePrerenderStart = () => [shellPathOf(MANAGE_PASSKEYS_PAGE)];
