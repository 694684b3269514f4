import { CollectionPage } from '../../../../nft/CollectionPage.tsx';

export default function Page() {
  return <CollectionPage view="activity" />;
}
