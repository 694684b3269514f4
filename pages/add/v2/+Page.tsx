import { CreatePositionPage } from '../../positions/create/CreatePositionPage.tsx';

/** The legacy `/add/v2?currencyA&currencyB` form: the create flow on a V2 pair. */
export default function Page() {
  return <CreatePositionPage version="v2" />;
}
