import { CreateProposalPage } from './CreateProposalPage.tsx';

export default function Page() {
  return <CreateProposalPage />;
}
