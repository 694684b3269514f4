import { useId, useState } from 'react';
import { useTextTypedBeforeHydration } from '../../components/useTextTypedBeforeHydration.ts';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import { type NftCollectionRowData, useCollectionSearch } from '../../data/hooks/useNftCollections.ts';
import { nftCollectionPath } from '../../preview/pagePaths.ts';
import { CollectionLogo } from './CollectionsTable.tsx';
import '../../components/SearchBox.css';
import './CollectionSearch.css';

/**
 * Search collections by name (CollectionSearch once the reader pauses typing); before any text, a
 * focused box suggests the popular ones.
 */
export function CollectionSearch({ popular }: { popular: readonly NftCollectionRowData[] | undefined }) {
  const [text, setText] = useState('');
  const searchInput = useTextTypedBeforeHydration(setText);
  const [focused, setFocused] = useState(false);
  const { collections, error, query, retry } = useCollectionSearch(text);
  const listId = useId();
  const typed = text.trim().length > 0;
  const open = typed ? query.length > 0 : focused && (popular?.length ?? 0) > 0;
  return (
    <search
      className="search-box collection-search"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <input
        className="input"
        type="search"
        placeholder="Search NFT collections"
        aria-label="Search NFT collections"
        aria-controls={open ? listId : undefined}
        ref={searchInput}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {open ? (
        <div className="search-box-results collection-search-results" id={listId}>
          {!typed ? (
            <>
              <p className="small muted">Popular collections</p>
              <Results collections={popular ?? []} />
            </>
          ) : error ? (
            <button type="button" className="button secondary" onClick={retry}>
              Search failed. Retry
            </button>
          ) : collections === undefined ? (
            <p className="muted">Searching…</p>
          ) : collections.length === 0 ? (
            <p className="muted">No collections match “{query}”.</p>
          ) : (
            <Results collections={collections} />
          )}
        </div>
      ) : null}
    </search>
  );
}

function Results({ collections }: { collections: readonly NftCollectionRowData[] }) {
  return (
    <ul>
      {collections.map((collection) => (
        <li key={collection.id}>
          <a href={nftCollectionPath(collection.collectionId)}>
            <CollectionLogo url={collection.image?.url} size={24} />
            <span className="name">{collection.name ?? 'Unnamed collection'}</span>
            {collection.isVerified ? <VerifiedBadge size={14} /> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
