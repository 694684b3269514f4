import { lazy, Suspense, useState } from 'react';
import { tokenAmountForUsd, USD_DECIMALS, usdUnits, usdValueOf } from '../../balances/usdValue.ts';
import { useBalances } from '../../balances/useBalances.ts';
import { importToken, pastedAddressToRead, useImportedMatches } from '../../components/importedTokens.ts';
import { parseTokenAmount, tokenAmountInputText } from '../../components/tokenAmounts.ts';
import { useHydrated } from '../../components/useHydrated.ts';
import { useReachability } from '../../components/useReachability.ts';
import { useTokenLookup } from '../../components/useTokenLookup.ts';
import { type SwapTokenData, useSwapTokenList } from '../../data/hooks/useSwapTokens.ts';
import { tokenKey } from '../../data/tokenKey.ts';
import type { Transfer } from '../../transfer/sendTransfer.ts';
import { walletReadiness } from '../../wallet/appWallet.ts';
import { chainRpcUrlOf } from '../../wallet/defineAppChain.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';
import { useLazyWallet } from '../../wallet/useLazyWallet.tsx';
import { openWalletPicker } from '../../wallet/walletPicker.ts';
import { type AmountUnit, SendAmountField } from './SendAmountField.tsx';
import { sendNextStep } from './sendNextStep.ts';
import { readTokenFromChain, sendTokenOfImported } from './sendTokenImport.ts';
import { useRecipientCheck } from './useRecipientCheck.ts';

/** The review sheet and the send it runs load on the first Review. */
const SendReview = lazy(() => import('./SendReview.tsx').then((module) => ({ default: module.SendReview })));
/** The token dialog loads when the token is first pressed. */
const TokenSelectDialog = lazy(() =>
  import('../../components/TokenSelectDialog.tsx').then((module) => ({ default: module.TokenSelectDialog })),
);

/** The send form: amount (in the token or in USD), token, recipient, and the one button for the next step. */
export function SendCard() {
  const reach = useReachability();
  // Only the browser's word and a silent chain together: a local chain answers with no network at all.
  const offline = !reach.browserOnline && !reach.chain.reachable;
  const hydrated = useHydrated();
  const { wallet, bridge } = useLazyWallet();
  const { address, walletClient, switchToAppChain, switching } = wallet;
  const chain = useTradingChain();
  const [search, setSearch] = useState('');
  const [selecting, setSelecting] = useState(false);
  const topTokens = useSwapTokenList(chain.dataApiChain, '');
  const found = useSwapTokenList(chain.dataApiChain, search);
  const imported = useImportedMatches(chain.dataApiChain, found.query);
  const importedKeys = new Set(imported.map((entry) => entry.address.toLowerCase()));
  const choices = [
    ...imported.map(sendTokenOfImported),
    ...((search.trim() ? found.tokens : topTokens.tokens) ?? []).filter(
      (entry) => !importedKeys.has(tokenKey(entry)),
    ),
  ];
  const lookup = useTokenLookup(
    selecting && search.trim() ? pastedAddressToRead(found, imported) : undefined,
    readTokenFromChain,
  );
  const [chosen, setChosen] = useState<SwapTokenData>();
  const token = chosen ?? topTokens.tokens?.[0];
  const [amountText, setAmountText] = useState('');
  const [unit, setUnit] = useState<AmountUnit>('token');
  const [recipientText, setRecipientText] = useState('');
  const [review, setReview] = useState<Transfer>();

  const listed = [...(token ? [token] : []), ...(selecting ? choices : [])];
  const { balances, error: chainError, refresh } = useBalances(address, listed);
  const decimals = token?.decimals ?? 18;
  const price = usdUnits(token?.market?.price?.value);
  const balance = token ? balances.get(tokenKey(token)) : undefined;
  const amount = amountIn(unit, amountText, decimals, price);
  const recipient = useRecipientCheck(recipientText);
  const step = sendNextStep({
    offline,
    account: walletReadiness(wallet),
    appChainName: chain.name,
    chainAnswers: !chainError,
    tokenSymbol: token?.symbol ?? undefined,
    amountText,
    amount,
    balance,
    recipient,
  });

  const setMax = () => {
    if (balance === undefined) return;
    setUnit('token');
    setAmountText(tokenAmountInputText(balance, decimals));
  };
  const switchUnit = () => {
    const next: AmountUnit = unit === 'token' ? 'usd' : 'token';
    if (amount !== undefined && price !== undefined)
      setAmountText(
        next === 'usd'
          ? tokenAmountInputText(usdValueOf(amount, decimals, price), USD_DECIMALS).replace(
              /(\.\d{2})\d+$/,
              '$1',
            )
          : tokenAmountInputText(amount, decimals),
      );
    setUnit(next);
  };
  const act = () => {
    if (step.kind === 'connect') openWalletPicker();
    else if (step.kind === 'switch') switchToAppChain();
    else if (step.kind === 'review' && token && amount && recipient.kind === 'valid')
      setReview({
        token: { address: token.address as Transfer['token']['address'], symbol: token.symbol ?? '' },
        amount,
        recipient: recipient.address,
      });
  };

  return (
    <div className="trade-card send-card">
      <h1 id="send-title">Send</h1>
      {offline ? (
        <p className="send-note" role="status">
          You are offline and the chain cannot be reached. This page works, but a send needs the chain:
          reconnect to send.
        </p>
      ) : chainError && address ? (
        <p className="send-note" role="alert">
          The chain does not answer at {chainRpcUrlOf(chain)}. A send needs the chain: start it (npm start)
          and try again.
        </p>
      ) : null}
      <SendAmountField
        amountText={amountText}
        onAmountText={setAmountText}
        unit={unit}
        onSwitchUnit={switchUnit}
        token={token}
        amount={amount}
        price={price}
        balance={address ? balance : undefined}
        onMax={setMax}
        onSelectToken={() => setSelecting(true)}
      />
      <div className="trade-field send-field">
        <label htmlFor="send-recipient" className="small muted">
          To
        </label>
        <input
          id="send-recipient"
          className="input send-recipient"
          autoComplete="off"
          spellCheck={false}
          placeholder="Wallet address (0x…)"
          value={recipientText}
          aria-invalid={recipient.kind === 'invalid'}
          aria-describedby="send-recipient-note"
          onChange={(event) => setRecipientText(event.target.value)}
        />
        <p
          id="send-recipient-note"
          className={`small ${recipient.kind === 'invalid' ? 'wallet-error' : 'muted'}`}
        >
          {recipient.kind === 'invalid'
            ? recipient.message
            : recipient.kind === 'valid'
              ? `Sending to ${recipient.address}${address && recipient.address === address ? ' (your own address)' : ''}`
              : ' '}
        </p>
      </div>
      <button
        type="button"
        className="button trade-primary"
        disabled={!hydrated || step.kind === 'blocked' || switching}
        onClick={act}
      >
        {switching ? 'Confirm in your wallet…' : step.label}
      </button>
      {selecting ? (
        <Suspense fallback={null}>
          <TokenSelectDialog
            tokens={choices}
            isLoading={search.trim() ? found.isLoading : topTokens.isLoading}
            error={search.trim() ? found.error : topTokens.error}
            search={search}
            onSearch={setSearch}
            balances={balances}
            onSelect={(next) => {
              setChosen(next);
              setUnit('token');
              setAmountText('');
            }}
            lookup={lookup}
            explorerUrl={chain.blockExplorers?.default.url}
            onImport={(read) => {
              setChosen(sendTokenOfImported(importToken(chain.dataApiChain, read)));
              setUnit('token');
              setAmountText('');
            }}
            onClose={() => {
              setSelecting(false);
              setSearch('');
            }}
          />
        </Suspense>
      ) : null}
      {review && token && address && walletClient ? (
        <Suspense fallback={null}>
          <SendReview
            account={address}
            wallet={walletClient}
            walletName={wallet.walletName ?? 'your wallet'}
            transfer={review}
            token={token}
            price={price}
            onDone={(sent) => {
              setReview(undefined);
              if (sent) {
                setAmountText('');
                setRecipientText('');
              }
              void refresh();
            }}
          />
        </Suspense>
      ) : null}
      {bridge}
    </div>
  );
}

/** The amount typed, in the token's smallest unit: directly, or bought by the USD typed at the Data API's price. */
function amountIn(
  unit: AmountUnit,
  text: string,
  decimals: number,
  price: bigint | undefined,
): bigint | undefined {
  if (unit === 'token') return parseTokenAmount(text, decimals);
  const usd = parseTokenAmount(text, USD_DECIMALS);
  if (usd === undefined || price === undefined) return undefined;
  return tokenAmountForUsd(usd, decimals, price);
}
