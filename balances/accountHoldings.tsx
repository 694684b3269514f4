import type { Address } from 'viem';
import { LimitOrderFillToasts } from '../components/LimitOrderFillToasts.tsx';
import { Skeleton } from '../components/Skeleton.tsx';
import { formatTokenAmount } from '../components/tokenAmounts.ts';
import { useDisplayCurrency } from '../currency/useDisplayCurrency.ts';
import { useLimitOrders } from '../data/hooks/useLimitOrders.ts';
import type { AccountHoldings } from '../wallet/AccountList.tsx';
import { useTradingChain } from '../wallet/tradingChain.ts';
import { DevTopUpButton } from './DevTopUpButton.tsx';
import { formatUsdUnits } from './formatUsdUnits.ts';
import { useBalances } from './useBalances.ts';
import { usePortfolioValue } from './usePortfolioValue.ts';

/**
 * What the account menu shows of the account's holdings. The wallet knows no tokens: the top bar hands
 * these to it, loaded with the wallet's own code.
 */
export const accountHoldings: AccountHoldings = {
  EthBalance,
  PortfolioValue,
  DevTopUp: DevTopUpButton,
  OrderNews,
};

function OrderNews({ address }: { address: Address }) {
  return <LimitOrderFillToasts orders={useLimitOrders(address).data} />;
}

const NATIVE = [{ address: null }];

function EthBalance({ address }: { address: Address }) {
  const { balanceOf, error } = useBalances(address, NATIVE);
  const balance = balanceOf({ address: null });
  const { symbol, decimals } = useTradingChain().nativeCurrency;
  if (error) return <span className="muted">Chain unreachable</span>;
  if (balance === undefined) return <Skeleton width={96} />;
  return <>{`${formatTokenAmount(balance, decimals)} ${symbol}`}</>;
}

function PortfolioValue({ address }: { address: Address }) {
  const displayCurrency = useDisplayCurrency();
  const { valueUsd, error } = usePortfolioValue(address);
  if (error) return <span className="muted">Unavailable</span>;
  if (valueUsd === undefined) return <Skeleton width={96} />;
  return <>{formatUsdUnits(valueUsd, displayCurrency)}</>;
}
