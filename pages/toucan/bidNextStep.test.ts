import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { type BidDraft, bidNextStep } from './bidNextStep.ts';

const ready: BidDraft = {
  phase: 'live',
  wallet: 'connected',
  budget: parseEther('1'),
  maxPrice: parseEther('0.00003'),
  clearingPrice: parseEther('0.00001'),
  balance: parseEther('2'),
};

describe('bidNextStep', () => {
  it('offers the review only for a bid the auction takes', () => {
    expect(bidNextStep(ready)).toEqual({ action: 'review', label: 'Review bid' });
  });

  it('refuses, with a reason, a bid of nothing, over the balance, at or below the clearing price, or after the end', () => {
    const refused = (change: Partial<BidDraft>) => bidNextStep({ ...ready, ...change });
    expect(refused({ budget: 0n })).toMatchObject({
      action: 'none',
      problem: 'A bid needs more than 0 ETH.',
    });
    expect(refused({ budget: parseEther('3') })).toMatchObject({
      action: 'none',
      label: 'Insufficient ETH balance',
      problem: 'You have 2 ETH: bid less, leaving some for the network cost.',
    });
    expect(refused({ maxPrice: ready.clearingPrice })).toMatchObject({
      action: 'none',
      label: 'Max price too low',
      problem: 'Your max price must be above the clearing price, 0.00001 ETH.',
    });
    expect(refused({ phase: 'ended' })).toMatchObject({ action: 'none', label: 'Auction ended' });
    expect(refused({ phase: 'upcoming' })).toMatchObject({ action: 'none' });
  });

  it('asks for the wallet first, and for each missing field', () => {
    expect(bidNextStep({ ...ready, wallet: 'disconnected', budget: undefined })).toMatchObject({
      action: 'connect',
    });
    expect(bidNextStep({ ...ready, wallet: 'wrong-network' })).toMatchObject({ action: 'switch-network' });
    expect(bidNextStep({ ...ready, budget: undefined })).toMatchObject({ label: 'Enter an amount' });
    expect(bidNextStep({ ...ready, maxPrice: undefined })).toMatchObject({ label: 'Enter a max price' });
    expect(bidNextStep({ ...ready, balance: undefined })).toMatchObject({ action: 'none' });
  });
});
