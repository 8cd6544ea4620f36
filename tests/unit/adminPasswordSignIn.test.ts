import { describe, expect, it } from 'vitest';
import { accessGrantedMessage, incorrectPasswordMessage } from '../../src/lib/admin/adminSignInTexts.ts';
import { adminPasswordSchema } from '../../src/lib/schemas/adminPasswordSignIn.ts';
import { pageTitle } from '../../src/lib/admin/siteSettings.ts';

const firstMessage = (body: unknown) => adminPasswordSchema.safeParse(body).error?.issues[0]?.message;

describe('adminPasswordSchema', () => {
  it('takes the password exactly as typed, spaces and all', () => {
    expect(adminPasswordSchema.parse({ password: '  correct horse  ' })).toEqual({ password: '  correct horse  ' });
    expect(adminPasswordSchema.parse({ password: 'p'.repeat(1024) }).password).toHaveLength(1024);
  });

  it.each([
    [{ password: '' }, 'Please enter the password.'],
    [{ password: 'p'.repeat(1025) }, 'The password is too long; it has at most 1,024 characters.'],
    [{ password: 12345 }, 'The password must be text.'],
    [{}, 'The password must be text.'],
    [{ password: 'secret', remember: true }, 'Unexpected field "remember".'],
    [['secret'], 'The request body must be a JSON object.'],
  ])('refuses %j: %s', (body, message) => {
    expect(firstMessage(body)).toBe(message);
  });
});

describe('the portal’s texts (requirements §5, §8)', () => {
  it('are word for word', () => {
    expect(incorrectPasswordMessage).toBe('Access denied - Incorrect password. Please try again.');
    expect(accessGrantedMessage).toBe('Access granted - Redirecting to admin area...');
  });
});

describe('pageTitle (requirements §2)', () => {
  it.each([
    ['Species Catalog', 'Species Catalog | Closed Biomes'],
    ['Closed Biomes', 'Closed Biomes'],
    ['About closed biomes', 'About closed biomes'],
    ['CLOSED BIOMES shop', 'CLOSED BIOMES shop'],
    ['Closed Biome', 'Closed Biome | Closed Biomes'],
  ])('%s → %s', (title, full) => {
    expect(pageTitle(title)).toBe(full);
  });
});
