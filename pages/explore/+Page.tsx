import { ExplorePage } from './ExplorePage.tsx';

export default function Page() {
  return <ExplorePage tab="tokens" />;
}
