import { PositionPage } from '../../../PositionPage.tsx';

export default function Page() {
  return <PositionPage version="v4" />;
}
