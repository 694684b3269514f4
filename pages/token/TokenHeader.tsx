import { useState } from 'react';
import { FavoriteStar } from '../../components/FavoriteStar.tsx';
import { FirstAnswerSkeleton } from '../../components/FirstAnswerSkeleton.tsx';
import { shortAddress } from '../../components/formatNumbers.ts';
import { PriceChange } from '../../components/PriceChange.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { SwapLinkButton } from '../../components/SwapLinkButton.tsx';
import { TokenLogo } from '../../components/TokenLogo.tsx';
import { useDisplayCurrency } from '../../currency/useDisplayCurrency.ts';
import { type ChainInfo, explorerAddressUrl } from '../../data/chains.ts';
import { FIRST_ANSWER_SLOTS } from '../../data/firstAnswers.ts';
import type { TokenDetailsData } from '../../data/tokenDetails.ts';
import { tokenName, tokenSymbol } from '../../data/tokenLabels.ts';
import { formatPrice } from '../../money/formatMoney.ts';
import { swapCurrencyParam } from '../../preview/pagePaths.ts';
import { TOKEN_POOLS_SECTION_ID } from './TokenPools.tsx';

/** Logo, name, symbol, chain, address (copy + explorer) and the live price with its 24h change. */
export function TokenHeader({
  token,
  chain,
}: {
  token: TokenDetailsData | undefined;
  chain: ChainInfo | undefined;
}) {
  const displayCurrency = useDisplayCurrency();
  const address = token?.address;
  return (
    <header className="token-header">
      <div className="token-title">
        {token ? (
          <TokenLogo src={token.project?.logoUrl} symbol={tokenSymbol(token)} size={48} />
        ) : (
          <Skeleton width={48} height={48} />
        )}
        <div>
          <h1>
            {token ? (
              tokenName(token)
            ) : (
              <FirstAnswerSkeleton slot={FIRST_ANSWER_SLOTS.tokenName} width={220} />
            )}
            {token && chain ? (
              <FavoriteStar
                token={{ chain: chain.chain, address: token.address ?? null }}
                symbol={tokenSymbol(token)}
              />
            ) : null}
          </h1>
          <p className="token-subtitle muted">
            {token ? (
              <span className="token-symbol">{tokenSymbol(token)}</span>
            ) : (
              <FirstAnswerSkeleton slot={FIRST_ANSWER_SLOTS.tokenSymbol} width={60} />
            )}
            {chain ? <span className="badge">{chain.label}</span> : null}
            {address && chain ? <AddressLinks address={address} chain={chain} /> : null}
          </p>
        </div>
        {token && chain ? (
          <div className="detail-actions">
            <SwapLinkButton
              chain={chain.chain}
              link={{
                inputCurrency: token.address ? swapCurrencyParam(null) : undefined,
                outputCurrency: swapCurrencyParam(token.address),
              }}
              label={`Swap ${token.symbol ?? 'this token'}`}
            />
            <a className="button secondary" href={`#${TOKEN_POOLS_SECTION_ID}`}>
              Pools
            </a>
          </div>
        ) : null}
      </div>
      <div className="token-price">
        <span className="price" data-testid="token-price">
          {token ? (
            formatPrice(token.market?.price?.value, displayCurrency)
          ) : (
            <FirstAnswerSkeleton slot={FIRST_ANSWER_SLOTS.tokenPrice} width={160} />
          )}
        </span>
        {token ? <PriceChange value={token.market?.pricePercentChange24h?.value} /> : <Skeleton width={60} />}
      </div>
    </header>
  );
}

function AddressLinks({ address, chain }: { address: string; chain: ChainInfo }) {
  const [copied, setCopied] = useState(false);
  const explorer = explorerAddressUrl(chain, address);
  return (
    <span className="address-links">
      <button
        type="button"
        className="link-button"
        title={`Copy ${address}`}
        onClick={() => {
          void navigator.clipboard?.writeText(address).then(() => setCopied(true));
        }}
      >
        {copied ? 'Copied' : shortAddress(address)}
      </button>
      {explorer ? (
        <a href={explorer} target="_blank" rel="noreferrer">
          Explorer
        </a>
      ) : null}
    </span>
  );
}
