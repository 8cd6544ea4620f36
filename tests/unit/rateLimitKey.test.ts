import { describe, expect, it } from 'vitest';
import { clientKey } from '../../src/server/http/rateLimit.ts';

describe('clientKey', () => {
  it.each<[string | undefined, string]>([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:127.0.0.1', '127.0.0.1'],
    ['2001:db8:7:1::1', '2001:db8:7:1::/64'],
    ['2001:0db8:0007:0001:ffff:1:2:3', '2001:db8:7:1::/64'],
    ['2001:DB8:7:1:aaaa::', '2001:db8:7:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['1:2::3:4:5:6:7', '1:2:0:3::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['', 'unknown'],
    [undefined, 'unknown'],
    ['not an address', 'not an address'],
    ['Not An Address', 'not an address'],
    [`${'X'.repeat(60)}-and-more`, `${'x'.repeat(60)}-and`],
  ])('%j counts as %j', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});
