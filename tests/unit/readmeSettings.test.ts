import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminSettingsSchema } from '../../src/server/auth/adminSettings.ts';
import { passwordLimitsSchema } from '../../src/server/auth/passwordLimits.ts';
import { databaseTimeoutsSchema } from '../../src/server/db/databaseTimeouts.ts';
import { emailSettingsSchema } from '../../src/server/mail/emailSettings.ts';
import { historySettingsSchema } from '../../src/server/history/historySettings.ts';
import { visitorLimitsSchema } from '../../src/server/http/visitorLimits.ts';
import { mailSendingSchema } from '../../src/server/mail/mailSettings.ts';
import { publishSettingsSchema } from '../../src/server/publish/publisher.ts';
import { settingsSchema } from '../../src/server/settings.ts';
import { siteTimeZoneSchema } from '../../src/server/siteTimeZone.ts';
import { siteUrlFields } from '../../src/server/siteUrl.ts';

/** Every schema the server parses the environment with: together, every variable it reads. */
const settingsSchemas: z.ZodObject[] = [
  settingsSchema,
  adminSettingsSchema,
  emailSettingsSchema,
  databaseTimeoutsSchema,
  historySettingsSchema,
  passwordLimitsSchema,
  visitorLimitsSchema,
  mailSendingSchema,
  publishSettingsSchema,
  siteTimeZoneSchema,
];

/** Set by Netlify itself, not by whoever runs the site; the README names URL in SITE_URL's row. */
const platformVariables = new Set(['NETLIFY', 'URL']);

/** The README's settings table: each variable named in a row's first cell, with that row's default cell. */
function readmeSettingsTable(): Map<string, string> {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('| Variable | Default | What it does |');
  expect(start, 'README.md has a settings table').toBeGreaterThanOrEqual(0);
  const rows = readme.slice(start).split('\n').slice(2);
  const table = new Map<string, string>();
  for (const row of rows) {
    if (!row.startsWith('|')) break;
    const [names = '', defaultCell = ''] = row.split('|').slice(1, 3);
    for (const [, name] of names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) table.set(name!, defaultCell.trim());
  }
  return table;
}

/** What a variable left unset becomes, as the README would write it; undefined when it is nothing at all. */
function defaultOf(field: z.ZodType): string | undefined {
  const parsed = field.safeParse(undefined);
  expect(parsed.success).toBe(true);
  const value = parsed.data;
  if (value instanceof URL) return value.href.replace(/\/$/, '');
  if (typeof value === 'string' || typeof value === 'number') return value === '' ? undefined : String(value);
  return undefined;
}

/** Each variable the schemas read, with its default; a variable read by several schemas keeps the one it has. */
function codeSettings(): Map<string, string | undefined> {
  const settings = new Map<string, string | undefined>();
  const shapes = [...settingsSchemas.map((schema) => schema.shape), siteUrlFields];
  for (const shape of shapes) {
    for (const [name, field] of Object.entries(shape)) {
      if (platformVariables.has(name)) continue;
      const fallback = defaultOf(field as z.ZodType);
      const known = settings.get(name);
      if (known !== undefined && fallback !== undefined) expect(fallback, `${name}'s defaults agree`).toBe(known);
      settings.set(name, known ?? fallback);
    }
  }
  return settings;
}

describe("README's settings table", () => {
  const readme = readmeSettingsTable();
  const settings = codeSettings();

  it('reads every schema the settings modules declare', () => {
    expect(settings.size).toBeGreaterThanOrEqual(25);
  });

  it.each([...settings.keys()])('has a row for %s', (name) => {
    expect(readme.has(name), `README.md's settings table has no row for ${name}`).toBe(true);
  });

  it.each([...settings.entries()])('states the default of %s as the code has it', (name, fallback) => {
    const cell = readme.get(name) ?? '';
    if (fallback === undefined) {
      // Without a default in the code, the README must not open the cell with a value as if it were one.
      expect(cell, `${name} has no default in the code`).not.toMatch(/^`/);
    } else {
      expect(cell, `${name}'s default in the code is ${fallback}`).toContain(`\`${fallback}\``);
    }
  });
});
