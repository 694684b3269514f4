import type { DatabaseSync } from 'node:sqlite';
import type { RampOrder, RampOrderStatus } from '../../data/rampApi.ts';

/** How many orders one account's list shows, newest first. */
const LIST_LIMIT = 100;

/**
 * The ramp providers' orders in the backend's store (backend/store/backendStore.ts), so an order placed
 * before a restart of `npm start` is still listed, and one still pending settles after it. Addresses
 * are kept in lower case; amounts as the exact decimal text the API speaks.
 */
export function createRampOrderStore(db: DatabaseSync) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS ramp_orders (
      id TEXT PRIMARY KEY,
      provider_id TEXT NOT NULL,
      provider_name TEXT NOT NULL,
      direction TEXT NOT NULL CHECK (direction IN ('buy', 'sell')),
      account TEXT NOT NULL,
      chain TEXT NOT NULL,
      token TEXT,
      token_symbol TEXT NOT NULL,
      token_decimals INTEGER NOT NULL,
      token_amount TEXT NOT NULL,
      fiat_currency TEXT NOT NULL,
      fiat_amount TEXT NOT NULL,
      fee TEXT NOT NULL,
      fiat_net TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'failed')),
      failure TEXT,
      pay_to TEXT,
      transaction_hash TEXT UNIQUE,
      created_at INTEGER NOT NULL,
      settled_at INTEGER
    );
    CREATE INDEX IF NOT EXISTS ramp_orders_by_account ON ramp_orders (account, created_at);
  `);
  const insert = db.prepare(
    `INSERT INTO ramp_orders (id, provider_id, provider_name, direction, account, chain, token, token_symbol,
       token_decimals, token_amount, fiat_currency, fiat_amount, fee, fiat_net, status, failure, pay_to,
       transaction_hash, created_at, settled_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const findOne = db.prepare('SELECT * FROM ramp_orders WHERE id = ?');
  const listOf = db.prepare(
    `SELECT * FROM ramp_orders WHERE account = ? ORDER BY created_at DESC, id DESC LIMIT ${LIST_LIMIT}`,
  );
  const listPending = db.prepare("SELECT * FROM ramp_orders WHERE status = 'pending' ORDER BY created_at");
  const claimTransfer = db.prepare(
    "UPDATE ramp_orders SET transaction_hash = ? WHERE id = ? AND status = 'pending' AND transaction_hash IS NULL",
  );
  const settle = db.prepare(
    `UPDATE ramp_orders SET status = ?, failure = ?, settled_at = ?, transaction_hash = coalesce(?, transaction_hash)
     WHERE id = ? AND status = 'pending'`,
  );

  return {
    add(order: RampOrder): void {
      insert.run(
        order.id,
        order.providerId,
        order.providerName,
        order.direction,
        order.account.toLowerCase(),
        order.chain,
        order.token,
        order.tokenSymbol,
        order.tokenDecimals,
        order.tokenAmount,
        order.fiatCurrency,
        order.fiatAmount,
        order.fee,
        order.fiatNet,
        order.status,
        order.failure,
        order.payTo,
        order.transactionHash,
        order.createdAt,
        order.settledAt,
      );
    },
    order(id: string): RampOrder | undefined {
      const row = findOne.get(id);
      return row ? orderOf(row) : undefined;
    },
    ordersOf(account: string): RampOrder[] {
      return listOf.all(account.toLowerCase()).map(orderOf);
    },
    pending(): RampOrder[] {
      return listPending.all().map(orderOf);
    },
    /**
     * Binds a seller's transfer to a pending order, once: false when the order already has one or is
     * settled, or when the same transfer already paid for another order (the hash is unique).
     */
    claimTransfer(id: string, transactionHash: string): boolean {
      try {
        return claimTransfer.run(transactionHash.toLowerCase(), id).changes === 1;
      } catch {
        return false;
      }
    },
    /** Settles a pending order as completed or failed (a settled order never changes again). */
    settle(
      id: string,
      outcome:
        | { status: Extract<RampOrderStatus, 'completed'>; settledAt: number; transactionHash?: string }
        | { status: Extract<RampOrderStatus, 'failed'>; settledAt: number; failure: string },
    ): boolean {
      const failure = outcome.status === 'failed' ? outcome.failure : null;
      const hash = outcome.status === 'completed' ? (outcome.transactionHash?.toLowerCase() ?? null) : null;
      return settle.run(outcome.status, failure, outcome.settledAt, hash, id).changes === 1;
    },
  };
}

export type RampOrderStore = ReturnType<typeof createRampOrderStore>;

function orderOf(row: Record<string, unknown>): RampOrder {
  return {
    id: String(row.id),
    providerId: String(row.provider_id),
    providerName: String(row.provider_name),
    direction: row.direction === 'sell' ? 'sell' : 'buy',
    account: String(row.account),
    chain: String(row.chain),
    token: row.token === null ? null : String(row.token),
    tokenSymbol: String(row.token_symbol),
    tokenDecimals: Number(row.token_decimals),
    tokenAmount: String(row.token_amount),
    fiatCurrency: String(row.fiat_currency),
    fiatAmount: String(row.fiat_amount),
    fee: String(row.fee),
    fiatNet: String(row.fiat_net),
    status: row.status as RampOrderStatus,
    failure: row.failure === null ? null : String(row.failure),
    payTo: row.pay_to === null ? null : String(row.pay_to),
    transactionHash: row.transaction_hash === null ? null : String(row.transaction_hash),
    createdAt: Number(row.created_at),
    settledAt: row.settled_at === null ? null : Number(row.settled_at),
  };
}
