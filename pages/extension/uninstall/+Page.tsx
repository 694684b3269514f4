import { UninstallFeedbackPage } from './UninstallFeedbackPage.tsx';

export default function Page() {
  return <UninstallFeedbackPage />;
}
