import { LimitsPage } from './LimitsPage.tsx';

export default function Page() {
  return <LimitsPage />;
}
