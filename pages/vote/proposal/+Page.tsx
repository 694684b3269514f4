import { ProposalPage } from './ProposalPage.tsx';

export default function Page() {
  return <ProposalPage />;
}
