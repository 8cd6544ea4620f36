import { describe, expect, it } from 'vitest';
import { readPublishState, savePublishState } from '../../src/server/repositories/publishStateRepository.ts';
import { testDatabases, useTestDatabase } from './testDatabases.ts';

describe.each(testDatabases)('the publish state on $name', (database) => {
  const handle = useTestDatabase(database);

  it('is kept in one row, and replaced only while it is still the state the caller saw', async () => {
    expect(await readPublishState(handle().db)).toBeUndefined();
    const first = { state: 'publishing', requestedAt: '2026-11-22T10:00:00.000Z' } as const;
    const second = { state: 'publishing', requestedAt: '2026-11-22T10:00:05.000Z' } as const;
    expect(await savePublishState(handle().db, first)).toBe(true);
    expect(await savePublishState(handle().db, second)).toBe(true);
    expect(await readPublishState(handle().db)).toEqual(second);
    // A status call that saw `first` go live must not overwrite `second`.
    expect(await savePublishState(handle().db, { state: 'live', publishedAt: '2026-11-22T10:00:06.000Z' }, first)).toBe(
      false,
    );
    expect(await readPublishState(handle().db)).toEqual(second);
    expect(
      await savePublishState(handle().db, { state: 'live', publishedAt: '2026-11-22T10:00:07.000Z' }, second),
    ).toBe(true);
    expect(await readPublishState(handle().db)).toEqual({ state: 'live', publishedAt: '2026-11-22T10:00:07.000Z' });
    expect(
      Number(
        (
          await handle()
            .db.selectFrom('publishState')
            .select((eb) => eb.fn.countAll().as('rows'))
            .executeTakeFirstOrThrow()
        ).rows,
      ),
    ).toBe(1);
  });
});
