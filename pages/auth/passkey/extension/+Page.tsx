import { PasskeySignInPage } from './PasskeySignInPage.tsx';

export default function Page() {
  return <PasskeySignInPage />;
}
