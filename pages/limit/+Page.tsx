import { LimitPage } from './LimitPage.tsx';

export default function Page() {
  return <LimitPage />;
}
