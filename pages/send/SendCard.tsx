import { useState } from 'react';
import { tokenKey } from '../../balances/tokenKey.ts';
import { tokenAmountForUsd, USD_DECIMALS, usdUnits, usdValueOf } from '../../balances/usdValue.ts';
import { useTokenBalances } from '../../balances/useTokenBalances.ts';
import { formatUsdUnits } from '../../components/formatUsdUnits.ts';
import { TokenLogo } from '../../components/TokenLogo.tsx';
import { TokenSelectDialog } from '../../components/TokenSelectDialog.tsx';
import {
  formatTokenAmount,
  isAmountInputText,
  parseTokenAmount,
  tokenAmountInputText,
} from '../../components/tokenAmounts.ts';
import { useOnline } from '../../components/useOnline.ts';
import { dataApiChainOf } from '../../data/chains.ts';
import { type SwapTokenData, useSwapTokenList } from '../../data/hooks/useSwapTokens.ts';
import { checkRecipient } from '../../transfer/recipientAddress.ts';
import type { Transfer } from '../../transfer/sendTransfer.ts';
import { appChain } from '../../wallet/appChain.ts';
import { useSwitchToAppChain } from '../../wallet/useSwitchToAppChain.ts';
import { useWalletAccount } from '../../wallet/useWalletAccount.ts';
import { openWalletPicker } from '../../wallet/walletPicker.ts';
import { SendReview } from './SendReview.tsx';
import { sendNextStep } from './sendNextStep.ts';

const dataApiChain = dataApiChainOf(appChain.id) ?? 'ETHEREUM';

type AmountUnit = 'token' | 'usd';

/** The send form: amount (in the token or in USD), token, recipient, and the one button for the next step. */
export function SendCard() {
  const online = useOnline();
  const { address, isWrongNetwork } = useWalletAccount();
  const { switchToAppChain, isPending: switching } = useSwitchToAppChain();
  const [search, setSearch] = useState('');
  const topTokens = useSwapTokenList(dataApiChain, '');
  const found = useSwapTokenList(dataApiChain, search);
  const [chosen, setChosen] = useState<SwapTokenData>();
  const token = chosen ?? topTokens.tokens?.[0];
  const [selecting, setSelecting] = useState(false);
  const [amountText, setAmountText] = useState('');
  const [unit, setUnit] = useState<AmountUnit>('token');
  const [recipientText, setRecipientText] = useState('');
  const [review, setReview] = useState<Transfer>();

  const listed = [...(token ? [token] : []), ...(selecting ? (found.tokens ?? []) : [])];
  const { balances, error: chainError, refetch } = useTokenBalances(address, listed);
  const decimals = token?.decimals ?? 18;
  const price = usdUnits(token?.market?.price?.value);
  const balance = token ? balances.get(tokenKey(token)) : undefined;
  const amount = amountIn(unit, amountText, decimals, price);
  const recipient = checkRecipient(recipientText);
  const step = sendNextStep({
    online,
    account: !address ? 'disconnected' : isWrongNetwork ? 'wrong-network' : 'connected',
    appChainName: appChain.name,
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
        token: { address: token.address as Transfer['token']['address'] },
        amount,
        recipient: recipient.address,
      });
  };

  return (
    <div className="send-card">
      <h1 id="send-title">Send</h1>
      {!online ? (
        <p className="send-note" role="status">
          You are offline. This page works, but a send needs the chain: reconnect to send.
        </p>
      ) : chainError && address ? (
        <p className="send-note" role="alert">
          The chain does not answer at {appChain.rpcUrls.default.http[0]}. A send needs the chain: start it
          (npm start) and try again.
        </p>
      ) : null}
      <div className="send-field">
        <label htmlFor="send-amount" className="small muted">
          You're sending
        </label>
        <div className="send-amount-row">
          {unit === 'usd' ? <span className="send-amount-prefix">$</span> : null}
          <input
            id="send-amount"
            className="send-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={amountText}
            onChange={(event) => {
              const text = event.target.value.replace(',', '.');
              if (isAmountInputText(text, unit === 'usd' ? 2 : decimals)) setAmountText(text);
            }}
          />
          <button type="button" className="send-token-button" onClick={() => setSelecting(true)}>
            {token ? <TokenLogo src={token.project?.logoUrl} symbol={token.symbol} size={24} /> : null}
            <span>{token?.symbol ?? 'Select token'}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
              <path
                d="M6 9l6 6 6-6"
                stroke="currentColor"
                strokeWidth="2"
                fill="none"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div className="send-amount-meta small muted">
          <button
            type="button"
            className="link-button"
            disabled={price === undefined}
            onClick={switchUnit}
            aria-label={
              unit === 'token'
                ? 'Enter the amount in USD'
                : `Enter the amount in ${token?.symbol ?? 'tokens'}`
            }
          >
            {otherSide(unit, amount, decimals, price, token?.symbol ?? '')}
          </button>
          {address && token ? (
            <span>
              Balance:{' '}
              {balance === undefined ? '…' : `${formatTokenAmount(balance, decimals)} ${token.symbol}`}
              {balance !== undefined && balance > 0n ? (
                <button type="button" className="link-button send-max" onClick={setMax}>
                  Max
                </button>
              ) : null}
            </span>
          ) : null}
        </div>
      </div>
      <div className="send-field">
        <label htmlFor="send-recipient" className="small muted">
          To
        </label>
        <input
          id="send-recipient"
          className="send-recipient"
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
        className="button send-primary"
        disabled={step.kind === 'blocked' || switching}
        onClick={act}
      >
        {switching ? 'Confirm in your wallet…' : step.label}
      </button>
      {selecting ? (
        <TokenSelectDialog
          tokens={search.trim() ? found.tokens : topTokens.tokens}
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
          onClose={() => {
            setSelecting(false);
            setSearch('');
          }}
        />
      ) : null}
      {review && token && address ? (
        <SendReview
          account={address}
          transfer={review}
          token={token}
          price={price}
          onDone={(sent) => {
            setReview(undefined);
            if (sent) {
              setAmountText('');
              setRecipientText('');
            }
            void refetch();
          }}
        />
      ) : null}
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

/** The amount in the other unit, under the field: `≈ $1,234.56`, or `≈ 0.5 ETH`. */
function otherSide(
  unit: AmountUnit,
  amount: bigint | undefined,
  decimals: number,
  price: bigint | undefined,
  symbol: string,
): string {
  if (price === undefined) return 'No USD price';
  if (unit === 'usd') return `≈ ${formatTokenAmount(amount ?? 0n, decimals)} ${symbol}`;
  return `≈ ${formatUsdUnits(usdValueOf(amount ?? 0n, decimals, price))}`;
}
