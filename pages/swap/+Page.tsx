import { SwapPage } from './SwapPage.tsx';

export default function Page() {
  return <SwapPage />;
}
