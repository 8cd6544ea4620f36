import { describe, expect, it } from 'vitest';
import { hostnameOf, siteHostPolicy } from '../../src/server/localServer/hostPolicy.ts';

describe('hostnameOf', () => {
  it.each([
    ['localhost:4321', 'localhost'],
    ['Closedbiomes.Example', 'closedbiomes.example'],
    ['[::1]:8080', '[::1]'],
    ['192.168.1.20', '192.168.1.20'],
  ])('reads %j as %j', (header, hostname) => {
    expect(hostnameOf(header)).toBe(hostname);
  });

  it.each([
    undefined,
    '',
    'exa mple',
    'localhost:99999',
    '[::1',
    'a%zz',
    'a<b',
    'user@host',
    'host/path',
    'host:',
    'host:port',
  ])('refuses %j', (header) => {
    expect(hostnameOf(header)).toBeUndefined();
  });
});

describe('siteHostPolicy', () => {
  const policy = siteHostPolicy({
    siteUrl: 'https://closedbiomes.example',
    listenHost: '10.0.0.5',
    extraHosts: ['shop.example.org', '::2'],
  });

  it.each([
    'closedbiomes.example',
    'localhost',
    '127.0.0.1',
    '127.1.2.3',
    '[::1]',
    '10.0.0.5',
    'shop.example.org',
    '[::2]',
  ])('allows %s', (hostname) => {
    expect(policy.allows(hostname)).toBe(true);
  });

  it.each(['attacker.example', 'www.closedbiomes.example', '10.0.0.6', '0.0.0.0'])('refuses %s', (hostname) => {
    expect(policy.allows(hostname)).toBe(false);
  });

  it('never takes "every interface" for a host name', () => {
    const everywhere = siteHostPolicy({ siteUrl: 'http://localhost:4321', listenHost: '0.0.0.0', extraHosts: ['::'] });
    expect(everywhere.allows('0.0.0.0')).toBe(false);
    expect(everywhere.allows('[::]')).toBe(false);
  });
});
