import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientKey } from '../../src/server/http/rateLimit.ts';

describe('clientKey', () => {
  it.each<[string | undefined, string]>([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:127.0.0.1', '127.0.0.1'],
    ['::ffff:cb00:7107', '203.0.113.7'],
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

  const group = fc.integer({ min: 0, max: 0xffff }).map((value) => value.toString(16));
  const groups = (count: number) => fc.array(group, { minLength: count, maxLength: count });
  // A first group other than 0 keeps clear of ::ffff:0:0/96, the IPv4-mapped addresses, keyed as IPv4.
  const network = fc
    .tuple(fc.integer({ min: 1, max: 0xffff }), groups(3))
    .map(([first, rest]) => [first.toString(16), ...rest]);

  it('gives every address of one /64 one key, and addresses of two /64s two keys', () => {
    fc.assert(
      fc.property(network, network, groups(4), groups(4), (ours, theirs, host, otherHost) => {
        const key = clientKey([...ours, ...host].join(':'));
        expect(clientKey([...ours, ...otherHost].join(':'))).toBe(key);
        expect(clientKey([...theirs, ...host].join(':')) === key).toBe(ours.join() === theirs.join());
      }),
    );
  });

  it('keys an IPv4 address as it is and an IPv6 address by its /64 or the IPv4 address it maps', () => {
    fc.assert(fc.property(fc.ipV4(), (ip) => clientKey(ip) === ip));
    fc.assert(fc.property(fc.ipV6(), (ip) => /^(\d+(\.\d+){3}|([\da-f]{1,4}:){4}:\/64)$/.test(clientKey(ip))));
  });
});
