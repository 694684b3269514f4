import { CreatePositionPage } from '../positions/create/CreatePositionPage.tsx';

/** The legacy `/add?currencyA&currencyB&fee` form: the create flow on V3, where those links were made. */
export default function Page() {
  return <CreatePositionPage version="v3" />;
}
