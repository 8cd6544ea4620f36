import { describe, expect, it } from 'vitest';
import { publishStateText } from '../../src/lib/admin/publishState.ts';

describe('publishStateText', () => {
  it('says Publishing… while the site is rebuilt', () => {
    expect(publishStateText({ state: 'publishing', requestedAt: '2026-03-05T12:00:00.000Z' })).toBe('Publishing…');
  });

  it('says the public site is up to date once it is live', () => {
    expect(publishStateText({ state: 'live', publishedAt: '2026-03-05T12:00:00.000Z' })).toBe(
      'Published: the public site is up to date.',
    );
    expect(publishStateText({ state: 'live' })).toBe('Published: the public site is up to date.');
  });

  it('gives the failure with the server’s reason', () => {
    expect(
      publishStateText({
        state: 'failed',
        failedAt: '2026-03-05T12:00:00.000Z',
        message: 'The site build failed (exit code 1); the previous site stays online.',
      }),
    ).toBe('Publishing failed: The site build failed (exit code 1); the previous site stays online.');
  });
});
