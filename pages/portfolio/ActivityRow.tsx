import { memo } from 'react';
import { formatRelativeTime } from '../../components/formatNumbers.ts';
import { TokenLogo } from '../../components/TokenLogo.tsx';
import { chainInfoOf, DEFAULT_CHAIN, explorerTxUrl } from '../../data/chains.ts';
import type { AssetActivity } from '../../data/hooks/useActivity.ts';
import { activityWords } from './activityWords.ts';

/**
 * One activity: logos, what happened in words and amounts, its status, when, and where to check it.
 * Memoised: a poll hands unchanged rows their old objects (useStableAnswer), so only changed rows render.
 */
export const ActivityRow = memo(function ActivityRow({
  activity,
  now,
}: {
  activity: AssetActivity;
  now: number;
}) {
  const words = activityWords(activity);
  const chain = chainInfoOf(activity.chain);
  const explorer = chain && words.hash ? explorerTxUrl(chain, words.hash) : undefined;
  const exact = new Date(activity.timestamp * 1000).toLocaleString('en-US');
  return (
    <li className={`activity-row ${words.status}`} data-testid="activity-row" data-kind={words.kind}>
      <span className="activity-logos" aria-hidden="true">
        {words.logos.length === 0 ? <TokenLogo src={undefined} symbol="TX" size={32} /> : null}
        {words.logos.map((logo, index) => (
          <TokenLogo
            // biome-ignore lint/suspicious/noArrayIndexKey: a row's logos are fixed and ordered
            key={index}
            src={logo.src}
            symbol={logo.symbol}
            size={words.logos.length > 1 ? 24 : 32}
          />
        ))}
      </span>
      <div className="activity-text">
        <p className="activity-title">
          <strong>{words.title}</strong>
          {words.statusLabel ? (
            <span className={`badge status-${words.status}`}>{words.statusLabel}</span>
          ) : null}
        </p>
        <p className="activity-summary">{words.summary}</p>
        <p className="small muted activity-meta">
          {[words.detail, chain && chain.chain !== DEFAULT_CHAIN.chain ? chain.label : undefined]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <div className="activity-when small muted">
        <time dateTime={new Date(activity.timestamp * 1000).toISOString()} title={exact}>
          {now === 0 ? '' : formatRelativeTime(activity.timestamp, now)}
        </time>
        {explorer ? (
          <a
            href={explorer}
            target="_blank"
            rel="noreferrer noopener"
            aria-label={`${words.title} on the explorer`}
          >
            ↗
          </a>
        ) : null}
      </div>
    </li>
  );
});
