import '../../components/TradeCard.css';
import '../positionFlows/LiquidityFlows.css';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { usePositions } from '../../data/hooks/usePositions.ts';
import { CREATE_POSITION_PAGE, migrateV2Path } from '../../preview/pagePaths.ts';
import { useLazyWallet } from '../../wallet/useLazyWallet.tsx';
import { openWalletPicker } from '../../wallet/walletPicker.ts';

/**
 * `/migrate/v2` (the connected wallet) and `/migrate/v2/{address}` (anyone's, to look at): the V2
 * shares an address holds, each leading to its migration into V3.
 */
export function MigrateV2List({ address }: { address?: string | undefined }) {
  const { wallet, bridge } = useLazyWallet();
  const owner = address ?? wallet.address;
  const positions = usePositions(owner);
  const shares = positions.data?.filter(
    (position) => position.version === 'v2' && BigInt(position.liquidity) > 0n,
  );
  return (
    <section className="flow-page" aria-labelledby="migrate-list-title">
      {bridge}
      <div className="trade-card flow-card">
        <h1 id="migrate-list-title">Migrate V2 liquidity</h1>
        <p className="small muted">
          Move a V2 share into a V3 position with a range of your choice, through the V3Migrator.
        </p>
        {!owner && wallet.resolving ? (
          <p className="muted" role="status">
            Checking your wallet…
          </p>
        ) : !owner ? (
          <button type="button" className="button trade-primary flow-primary" onClick={openWalletPicker}>
            Connect wallet
          </button>
        ) : positions.error ? (
          <p className="flow-error" role="alert">
            The positions could not be read: the Data API does not answer. Try again in a moment.
          </p>
        ) : !shares ? (
          <p className="muted" role="status">
            Reading V2 shares…
          </p>
        ) : shares.length === 0 ? (
          <p className="muted" data-testid="no-v2-shares">
            {address ? 'This address holds' : 'Your wallet holds'} no V2 liquidity to migrate.{' '}
            <a href={CREATE_POSITION_PAGE}>Create a position</a>
          </p>
        ) : (
          <ul className="flow-list" data-testid="v2-shares">
            {shares.map((share) => (
              <li key={share.id}>
                <a className="flow-choice flow-list-item" href={migrateV2Path(share.chain, share.id)}>
                  <strong>
                    {share.token0.symbol}/{share.token1.symbol}
                  </strong>
                  <span className="small muted">
                    {formatTokenAmount(BigInt(share.amount0), share.token0.decimals)} {share.token0.symbol} ·{' '}
                    {formatTokenAmount(BigInt(share.amount1), share.token1.decimals)} {share.token1.symbol}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
