import { navigate } from 'vike/client/router';
import { type ChainInfo, chainFromUrlName, LISTED_CHAINS } from '../data/chains.ts';
import './ChainSelect.css';

/** The network filter: choosing a chain opens the same view for it. */
export function ChainSelect({
  value,
  pathFor,
}: {
  value: ChainInfo | undefined;
  pathFor: (chain: ChainInfo) => string;
}) {
  return (
    <label className="chain-select">
      <span className="visually-hidden">Network</span>
      <select
        value={value?.urlName ?? ''}
        onChange={(event) => {
          const chain = chainFromUrlName(event.target.value);
          if (chain) void navigate(pathFor(chain));
        }}
      >
        {value ? null : <option value="">Network</option>}
        {LISTED_CHAINS.map((chain) => (
          <option key={chain.chain} value={chain.urlName}>
            {chain.label}
          </option>
        ))}
      </select>
    </label>
  );
}
