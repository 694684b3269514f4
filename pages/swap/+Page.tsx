import { WalletProvider } from '../../wallet/WalletProvider.tsx';
import { SwapPage } from './SwapPage.tsx';

export default function Page() {
  return (
    <WalletProvider>
      <SwapPage />
    </WalletProvider>
  );
}
