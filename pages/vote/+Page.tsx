import { VotePage } from './VotePage.tsx';

export default function Page() {
  return <VotePage />;
}
