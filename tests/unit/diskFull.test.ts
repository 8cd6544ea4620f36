import { describe, expect, it } from 'vitest';
import { diskFullCode, diskFullStartupMessage } from '../../src/server/diskFull.ts';

const failure = (code: string, extra: object = {}) => Object.assign(new Error(code), { code, ...extra });

describe('diskFullCode', () => {
  it.each(['53100', 'ENOSPC', 'EDQUOT'])('finds %s, on the error or on a cause', (code) => {
    expect(diskFullCode(failure(code))).toBe(code);
    expect(diskFullCode(new Error('wrapped', { cause: new Error('again', { cause: failure(code) }) }))).toBe(code);
  });

  it.each<[string, unknown]>([
    ['another code', failure('EACCES')],
    ['no code', new Error('boom')],
    ['a thrown string', 'ENOSPC'],
    ['nothing', undefined],
  ])('finds none in %s', (_, error) => {
    expect(diskFullCode(error)).toBeUndefined();
  });
});

describe('diskFullStartupMessage', () => {
  it('names the folder it could not write in, or only the code', () => {
    expect(diskFullStartupMessage(failure('ENOSPC', { path: '/srv/data/catalogue.json.12.tmp' }))).toBe(
      'Cannot start: the disk that holds /srv/data is full (ENOSPC); free some space, then start again.',
    );
    expect(diskFullStartupMessage(failure('53100'))).toBe(
      'Cannot start: the disk is full (53100); free some space, then start again.',
    );
  });
});
