import { ExplorePage } from '../../../explore/ExplorePage.tsx';

export default function Page() {
  return <ExplorePage tab="transactions" />;
}
