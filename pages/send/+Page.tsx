import { SendPage } from './SendPage.tsx';

export default function Page() {
  return <SendPage />;
}
