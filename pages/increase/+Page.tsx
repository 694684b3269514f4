import { IncreaseLiquidityPage } from './IncreaseLiquidityPage.tsx';

export default function Page() {
  return <IncreaseLiquidityPage />;
}
