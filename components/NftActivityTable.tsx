import type { NftActivityRowData } from '../data/hooks/useNftAsset.ts';
import { nftAssetPath, portfolioPagePath } from '../preview/pagePaths.ts';
import { type DataColumn, DataTable } from './DataTable.tsx';
import { formatEth, formatRelativeTime, shortAddress } from './formatNumbers.ts';
import { Skeleton } from './Skeleton.tsx';
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
  const columns: DataColumn<never>[] = [
    { id: 'event', label: 'Event', skeleton: <Skeleton width={56} /> },
    ...(showItem
      ? [{ id: 'item', label: 'Item', className: 'col-name', skeleton: <Skeleton width="50%" /> }]
      : []),
    { id: 'price', label: 'Price', width: 'col-w-price', skeleton: <Skeleton width={64} /> },
    {
      id: 'from',
      label: 'From',
      width: 'col-w-value',
      className: 'col-secondary',
      skeleton: <Skeleton width={72} />,
    },
    {
      id: 'to',
      label: 'To',
      width: 'col-w-value',
      className: 'col-secondary',
      skeleton: <Skeleton width={72} />,
    },
    { id: 'time', label: 'Time', width: 'col-w-change', skeleton: <Skeleton width={48} /> },
  ];
  return (
    <DataTable
      className="nft-activity-table"
      columns={columns}
      rows={events}
      rowKey={(event) => event.id}
      renderRow={(event) => <EventRow event={event} showItem={showItem} />}
      skeletonRows={SKELETON_ROWS}
    />
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
