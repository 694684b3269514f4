import { RampPage } from '../rampFlow/RampPage.tsx';

export default function Page() {
  return <RampPage direction="sell" />;
}
