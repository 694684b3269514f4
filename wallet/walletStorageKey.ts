/**
 * The localStorage prefix of the wallet connection (wagmi's store): written once so the top bar can
 * tell a remembered connection without loading wagmi (rememberedConnection.ts).
 */
export const WALLET_STORAGE_KEY = 'wallet';
