import { describe, expect, it } from 'vitest';
import { isNeonHost } from '../../src/server/db/openPostgres.ts';

describe('isNeonHost', () => {
  it.each([
    ['postgres://u:p@ep-cool-darkness-123456.us-east-2.aws.neon.tech/neondb?sslmode=require', true],
    ['postgresql://u:p@ep-x-pooler.eu-central-1.aws.neon.tech/db', true],
    ['postgres://postgres@127.0.0.1:5432/test', false],
    ['postgres://u@neon.tech.example.com/db', false],
  ])('%s → %s', (url, neon) => {
    expect(isNeonHost(url)).toBe(neon);
  });
});
