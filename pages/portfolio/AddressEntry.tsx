import { useState } from 'react';
import { navigate } from 'vike/client/router';
import { useHydrated } from '../../components/useHydrated.ts';
import { isEvmAddress } from '../../data/addressPatterns.ts';
import { type PortfolioTab, portfolioPagePath } from '../../preview/pagePaths.ts';
import { openWalletPicker } from '../../wallet/walletPicker.ts';

/** "Connect a wallet or enter an address": a Connect button (top bar's picker) and an address field. */
export function AddressEntry({ withConnect, tab }: { withConnect: boolean; tab: PortfolioTab }) {
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const address = text.trim();
    if (!isEvmAddress(address)) {
      setInvalid(true);
      return;
    }
    void navigate(portfolioPagePath(address, tab));
  };
  return (
    <div className="address-entry">
      {withConnect ? (
        <>
          <button type="button" className="button" disabled={!hydrated} onClick={openWalletPicker}>
            Connect wallet
          </button>
          <span className="small muted">or</span>
        </>
      ) : null}
      <form className="address-form" onSubmit={submit}>
        <label htmlFor="portfolio-address" className="visually-hidden">
          Wallet address
        </label>
        <input
          id="portfolio-address"
          className="input address-input"
          placeholder="0x… wallet address"
          autoComplete="off"
          spellCheck={false}
          value={text}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'portfolio-address-error' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
          }}
        />
        <button type="submit" className="button secondary" disabled={!hydrated}>
          View portfolio
        </button>
      </form>
      {invalid ? (
        <p id="portfolio-address-error" className="small portfolio-error" role="alert">
          Enter 0x followed by 40 hexadecimal characters.
        </p>
      ) : null}
    </div>
  );
}
