import { describe, expect, it } from 'vitest';
import { hostedRampProvidersFrom } from './hostedRampProviders.ts';

describe('providers configured by RAMP_PROVIDERS', () => {
  it('are none by default, and each entry hands off to its checkout with the request filled in', async () => {
    expect(hostedRampProvidersFrom({})).toEqual([]);
    const [provider] = hostedRampProvidersFrom({
      RAMP_PROVIDERS: JSON.stringify([
        {
          id: 'example',
          name: 'Example Pay',
          checkoutUrl:
            'https://pay.example/buy?to={account}&amount={fiatAmount}&cur={fiatCurrency}&t={token}',
        },
      ]),
    });
    expect(provider?.summary).toEqual({ id: 'example', name: 'Example Pay', handOff: 'checkout' });
    expect(provider?.placeOrder).toBeUndefined();
    expect(
      await provider?.quote({
        direction: 'buy',
        chain: 'ETHEREUM',
        token: null,
        fiatCurrency: 'EUR',
        fiatAmount: '25.50',
        account: '0xabc&x=1',
      }),
    ).toMatchObject({
      checkoutUrl: 'https://pay.example/buy?to=0xabc%26x%3D1&amount=25.50&cur=EUR&t=native',
    });
  });

  it('names the variable on an entry it cannot use', () => {
    expect(() => hostedRampProvidersFrom({ RAMP_PROVIDERS: 'nope' })).toThrow('RAMP_PROVIDERS must be JSON');
    expect(() => hostedRampProvidersFrom({ RAMP_PROVIDERS: '[{"id":"x"}]' })).toThrow('RAMP_PROVIDERS[0]');
    expect(() =>
      hostedRampProvidersFrom({
        RAMP_PROVIDERS: '[{"id":"x","name":"X","checkoutUrl":"http://insecure.example"}]',
      }),
    ).toThrow('https');
  });
});
