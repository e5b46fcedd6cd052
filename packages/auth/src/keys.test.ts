import { describe, expect, it } from 'vitest';
import { storedRecordSignedIn } from './keys';
import { createAuthStorage, createMemoryStorage, USER_KEY } from './storage';
import { ana } from './testing';

describe('storedRecordSignedIn: the stored user record as a hint (issue #6)', () => {
  it.each([
    ['nothing stored', null, false],
    ['an empty value', '', false],
    ['not JSON', '{user', false],
    ['JSON that is no object', '"true"', false],
    ['null', 'null', false],
    ['the device id only (after a logout)', '{"deviceId":"abc"}', false],
    ['isAuthenticated false', '{"isAuthenticated":false,"name":"Ana"}', false],
    ['isAuthenticated as a string', '{"isAuthenticated":"true"}', false],
    ['a signed-in record', '{"deviceId":"abc","name":"Ana","isAuthenticated":true}', true],
  ])('%s → %s', (_, raw, expected) => {
    expect(storedRecordSignedIn(raw)).toBe(expected);
  });

  it('agrees with what the storage writes for a sign-in and keeps after a logout', () => {
    const local = createMemoryStorage();
    const storage = createAuthStorage({ local, session: createMemoryStorage() });
    storage.writeProfile(ana, { isAuthenticated: true });
    expect(storedRecordSignedIn(local.getItem(USER_KEY))).toBe(true);
    storage.writeDeviceId('device-1');
    storage.clearUser();
    expect(local.getItem(USER_KEY)).not.toBeNull();
    expect(storedRecordSignedIn(local.getItem(USER_KEY))).toBe(false);
  });
});
