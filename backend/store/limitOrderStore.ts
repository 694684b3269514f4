import type { DatabaseSync } from 'node:sqlite';
import type { Hex } from 'viem';
import type { LimitOrderState, LimitOrderSummary } from '../../data/limitOrderApi.ts';
import type { LimitOrder } from '../../protocol/limitOrder.ts';

/** An order as the store keeps it: its summary and the signature a fill hands the reactor. */
export interface StoredLimitOrder extends LimitOrderSummary {
  signature: Hex;
}

export interface NewLimitOrder {
  orderHash: Hex;
  chainId: number;
  order: LimitOrder;
  encodedOrder: Hex;
  signature: Hex;
  createdAt: number;
}

export type LimitOrderStore = ReturnType<typeof createLimitOrderStore>;

/**
 * Signed limit orders and their states in the backend's store (backend/store/backendStore.ts), so open
 * orders survive a restart of `npm start`. Amounts and nonces are kept as decimal text (uint256 does
 * not fit SQLite's integers); addresses in checksum case, as the order encodes them.
 */
export function createLimitOrderStore(db: DatabaseSync) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS limit_orders (
      order_hash TEXT PRIMARY KEY,
      chain_id INTEGER NOT NULL,
      swapper TEXT NOT NULL,
      nonce TEXT NOT NULL,
      deadline INTEGER NOT NULL,
      input_token TEXT NOT NULL,
      input_amount TEXT NOT NULL,
      output_token TEXT NOT NULL,
      output_amount TEXT NOT NULL,
      encoded_order TEXT NOT NULL,
      signature TEXT NOT NULL,
      state TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      fill_transaction TEXT
    );
    CREATE INDEX IF NOT EXISTS limit_orders_by_swapper ON limit_orders (lower(swapper), created_at);
    CREATE INDEX IF NOT EXISTS limit_orders_open ON limit_orders (state, chain_id);
  `);
  const insert = db.prepare(`INSERT OR IGNORE INTO limit_orders
    (order_hash, chain_id, swapper, nonce, deadline, input_token, input_amount, output_token, output_amount,
     encoded_order, signature, state, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?)`);
  const bySwapper = db.prepare(
    'SELECT * FROM limit_orders WHERE lower(swapper) = lower(?) ORDER BY created_at DESC, order_hash',
  );
  const openOn = db.prepare(
    "SELECT * FROM limit_orders WHERE state = 'open' AND chain_id = ? ORDER BY created_at",
  );
  const byHash = db.prepare('SELECT * FROM limit_orders WHERE order_hash = ?');
  const update = db.prepare(
    "UPDATE limit_orders SET state = ?, updated_at = ?, fill_transaction = ? WHERE order_hash = ? AND state = 'open'",
  );

  return {
    /** Adds an open order; false when the very order is already stored. */
    add({ orderHash, chainId, order, encodedOrder, signature, createdAt }: NewLimitOrder): boolean {
      const { changes } = insert.run(
        orderHash,
        chainId,
        order.swapper,
        order.nonce.toString(),
        Number(order.deadline),
        order.inputToken,
        order.inputAmount.toString(),
        order.outputToken,
        order.outputAmount.toString(),
        encodedOrder,
        signature,
        createdAt,
        createdAt,
      );
      return changes > 0;
    },
    get(orderHash: Hex): StoredLimitOrder | undefined {
      const row = byHash.get(orderHash);
      return row ? fromRow(row) : undefined;
    },
    bySwapper(swapper: string): StoredLimitOrder[] {
      return bySwapper.all(swapper).map(fromRow);
    },
    openOn(chainId: number): StoredLimitOrder[] {
      return openOn.all(chainId).map(fromRow);
    },
    /** Moves an open order to its final state; an order already settled keeps its own. */
    settle(
      orderHash: Hex,
      state: Exclude<LimitOrderState, 'open'>,
      at: number,
      fillTransaction?: Hex,
    ): boolean {
      return update.run(state, at, fillTransaction ?? null, orderHash).changes > 0;
    },
  };
}

function fromRow(row: Record<string, unknown>): StoredLimitOrder {
  return {
    orderHash: row.order_hash as Hex,
    chainId: Number(row.chain_id),
    swapper: row.swapper as Hex,
    nonce: String(row.nonce),
    deadline: Number(row.deadline),
    inputToken: row.input_token as Hex,
    inputAmount: String(row.input_amount),
    outputToken: row.output_token as Hex,
    outputAmount: String(row.output_amount),
    encodedOrder: row.encoded_order as Hex,
    signature: row.signature as Hex,
    state: row.state as LimitOrderState,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    fillTransaction: (row.fill_transaction as Hex | null) ?? null,
  };
}
