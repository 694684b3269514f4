import { CreatePositionPage } from './CreatePositionPage.tsx';

export default function Page() {
  return <CreatePositionPage />;
}
