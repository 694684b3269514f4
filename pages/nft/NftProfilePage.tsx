import { shortAddress } from '../../components/formatNumbers.ts';
import { OwnedNfts } from '../../components/OwnedNfts.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { useHydrated } from '../../components/useHydrated.ts';
import { useOwnedNfts } from '../../data/hooks/useOwnedNfts.ts';
import { useDocumentTitle } from '../../renderer/useDocumentTitle.ts';
import { useConnectedAccount } from '../../wallet/useConnectedAccount.tsx';
import { openWalletPicker } from '../../wallet/walletPicker.ts';
import { NftsNav } from './NftsNav.tsx';
import './NftPages.css';
import { NFTS_PAGE } from '../../preview/sitePages.ts';

/** `/nfts/profile`: the connected wallet's NFTs, grouped by collection. */
export function NftProfilePage() {
  const { account, bridge } = useConnectedAccount();
  const address = account.status === 'connected' ? account.address : undefined;
  const nfts = useOwnedNfts(address, 'NftBalance');
  useDocumentTitle('Your NFTs');
  return (
    <div className="nfts-page">
      {bridge}
      <NftsNav current="profile" />
      <header className="nfts-page-head">
        <h1>Your NFTs</h1>
        {address ? (
          <p className="muted" title={address}>
            {shortAddress(address)}
          </p>
        ) : null}
      </header>
      {account.status === 'unknown' ? (
        <p className="muted" aria-busy="true">
          <Skeleton width={220} /> <span className="visually-hidden">Checking your wallet…</span>
        </p>
      ) : account.status === 'disconnected' ? (
        <ConnectPrompt />
      ) : (
        <OwnedNfts
          state={nfts}
          empty={
            <>
              This wallet holds no NFTs yet. <a href={NFTS_PAGE}>Browse popular collections</a>.
            </>
          }
        />
      )}
    </div>
  );
}

function ConnectPrompt() {
  const hydrated = useHydrated();
  return (
    <div className="data-state">
      <p>Connect a wallet to see the NFTs it holds.</p>
      <button type="button" className="button" disabled={!hydrated} onClick={openWalletPicker}>
        Connect a wallet
      </button>
    </div>
  );
}
