import { HomePage } from './HomePage.tsx';

export default function Page() {
  return <HomePage />;
}
