import type { NftActivityRowData } from '../data/hooks/useNftAsset.ts';
import { formatEth, formatRelativeTime, shortAddress } from './formatNumbers.ts';
import { nftAssetPath, portfolioPagePath } from './pagePaths.ts';
import { Skeleton } from './Skeleton.tsx';
import './DataTable.css';
import './NftGrid.css';

const EVENT_LABELS: Record<NftActivityRowData['type'], string> = {
  SALE: 'Sale',
  LISTING: 'Listing',
  CANCEL_LISTING: 'Cancelled listing',
  TRANSFER: 'Transfer',
};
const SKELETON_ROWS = 8;
const exact = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** NFT market events: what happened, to which NFT (unless one NFT's page), price, from, to, when. */
export function NftActivityTable({
  events,
  showItem = true,
}: {
  events: readonly NftActivityRowData[] | undefined;
  /** A collection's activity names the NFT of each event; one NFT's own page needs not. */
  showItem?: boolean;
}) {
  return (
    <table className="data-table nft-activity-table">
      <thead>
        <tr>
          <th scope="col">Event</th>
          {showItem ? (
            <th scope="col" className="col-name">
              Item
            </th>
          ) : null}
          <th scope="col" className="col-w-price">
            Price
          </th>
          <th scope="col" className="col-w-value col-secondary">
            From
          </th>
          <th scope="col" className="col-w-value col-secondary">
            To
          </th>
          <th scope="col" className="col-w-change">
            Time
          </th>
        </tr>
      </thead>
      <tbody>
        {events ? (
          events.map((event) => <EventRow key={event.id} event={event} showItem={showItem} />)
        ) : (
          <SkeletonRows showItem={showItem} />
        )}
      </tbody>
    </table>
  );
}

function EventRow({ event, showItem }: { event: NftActivityRowData; showItem: boolean }) {
  const when = new Date(event.timestamp * 1000);
  return (
    <tr>
      <td>{EVENT_LABELS[event.type]}</td>
      {showItem ? (
        <td className="col-name">
          {event.tokenId ? (
            <a href={nftAssetPath(event.address, event.tokenId)}>
              {event.asset?.name ?? `#${event.tokenId}`}
            </a>
          ) : (
            '–'
          )}
        </td>
      ) : null}
      <td>{event.price ? formatEth(event.price.value) : '–'}</td>
      <td className="col-secondary">
        <AddressLink address={event.fromAddress} />
      </td>
      <td className="col-secondary">{event.toAddress ? <AddressLink address={event.toAddress} /> : '–'}</td>
      <td>
        <time dateTime={when.toISOString()} title={exact.format(when)}>
          {formatRelativeTime(event.timestamp)}
        </time>
      </td>
    </tr>
  );
}

function AddressLink({ address }: { address: string }) {
  return (
    <a href={portfolioPagePath(address)} title={address}>
      {shortAddress(address)}
    </a>
  );
}

function SkeletonRows({ showItem }: { showItem: boolean }) {
  return Array.from({ length: SKELETON_ROWS }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <tr key={i}>
      <td>
        <Skeleton width={56} />
      </td>
      {showItem ? (
        <td className="col-name">
          <Skeleton width="50%" />
        </td>
      ) : null}
      <td>
        <Skeleton width={64} />
      </td>
      <td className="col-secondary">
        <Skeleton width={72} />
      </td>
      <td className="col-secondary">
        <Skeleton width={72} />
      </td>
      <td>
        <Skeleton width={48} />
      </td>
    </tr>
  ));
}
