import { loadNftsHome, type NftsHomeData } from '../../data/hooks/useNftCollections.ts';

/** At build, the popular collections and the top list, so the HTML lists them; the browser refreshes. */
export async function data(): Promise<NftsHomeData | undefined> {
  if (typeof window !== 'undefined') return undefined;
  return loadNftsHome();
}
