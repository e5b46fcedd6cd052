import { describe, expect, it } from 'vitest';
import { addressKey } from './keys';

describe('addressKey: who a per-address limit counts (issue #26)', () => {
  it.each([
    // IPv4: the address itself.
    ['203.0.113.7', '203.0.113.7'],
    ['10.0.0.5', '10.0.0.5'],
    ['127.0.0.1', '127.0.0.1'],
    // IPv4-mapped IPv6 (a dual-stack socket's IPv4 client): the IPv4 address.
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:10.0.0.5', '10.0.0.5'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    // IPv6: one /64 (what one subscriber, one home or one phone gets), however it is written.
    ['2001:db8:85a3:1:8a2e:370:7334:1', '2001:db8:85a3:1::/64'],
    ['2001:db8:85a3:1:ffff:ffff:ffff:ffff', '2001:db8:85a3:1::/64'],
    ['2001:0DB8:85A3:0001::1', '2001:db8:85a3:1::/64'],
    ['2001:db8:85a3:2::1', '2001:db8:85a3:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    // Not an address (a test's name, an empty socket): itself.
    ['unknown', 'unknown'],
    ['', ''],
  ])('%s → %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('puts every address of one /64 under one key, and the next /64 under another', () => {
    const keys = new Set(
      [
        '2800:200:e840:1a2b::1',
        '2800:200:e840:1a2b:1234:5678:9abc:def0',
        '2800:200:e840:1a2b::ff',
      ].map(addressKey),
    );
    expect(keys.size).toBe(1);
    expect(addressKey('2800:200:e840:1a2c::1')).not.toBe([...keys][0]);
  });
});
