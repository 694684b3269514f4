import { PortfolioPage } from '../PortfolioPage.tsx';

export default function Page() {
  return <PortfolioPage tab="tokens" />;
}
