import type { NftCollectionHeaderData, TraitSelection } from '../../data/hooks/useNftCollection.ts';

type Traits = NonNullable<NftCollectionHeaderData['traits']>;

/** Checkboxes per trait value (with how many items have it); any value of a trait, every trait. */
export function TraitFilter({
  traits,
  selected,
  onToggle,
}: {
  traits: Traits | undefined;
  selected: TraitSelection;
  onToggle: (name: string, value: string) => void;
}) {
  return (
    <aside className="trait-filter" aria-label="Filter by trait">
      <h2 className="nfts-section-title">Traits</h2>
      {traits === undefined ? (
        <p className="small muted">Loading traits…</p>
      ) : traits.length === 0 ? (
        <p className="small muted">This collection lists no traits.</p>
      ) : (
        traits.map((trait) => {
          const name = trait.name ?? '';
          const chosen = selected[name] ?? [];
          return (
            <details key={trait.id} className="trait-group" open={chosen.length > 0}>
              <summary>
                {name}
                {chosen.length > 0 ? <span className="badge">{chosen.length}</span> : null}
                <span className="small muted">{trait.stats?.length ?? 0}</span>
              </summary>
              <ul>
                {(trait.stats ?? []).map((stat) => {
                  const value = stat.value ?? '';
                  return (
                    <li key={stat.id}>
                      <label>
                        <input
                          type="checkbox"
                          checked={chosen.includes(value)}
                          onChange={() => onToggle(name, value)}
                        />
                        <span>{value}</span>
                        <span className="small muted">{stat.assets ?? ''}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </details>
          );
        })
      )}
    </aside>
  );
}
