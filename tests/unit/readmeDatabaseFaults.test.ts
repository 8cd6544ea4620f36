import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  databaseRetryAfterSeconds,
  databaseUnavailableCodes,
  databaseUnavailableMessages,
} from '../../src/server/http/jsonResponse.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The second cells of the README's table of the database faults answered 503. */
function faultTableCells(): string[] {
  const start = readme.indexOf('| Database fault |');
  expect(start, 'README.md has the table of database faults').toBeGreaterThanOrEqual(0);
  const cells: string[] = [];
  for (const row of readme.slice(start).split('\n').slice(2)) {
    if (!row.startsWith('|')) break;
    cells.push(row.split('|')[2] ?? '');
  }
  return cells;
}

const cells = faultTableCells();
const readmeCodes = new Set(cells.flatMap((cell) => [...cell.matchAll(/`([^`]+)`/g)].map(([, code]) => code!)));
const readmeMessages = new Set(cells.flatMap((cell) => [...cell.matchAll(/"([^"]+)"/g)].map(([, words]) => words!)));

describe("README's table of database faults answered 503 with Retry-After", () => {
  it.each([...databaseUnavailableCodes])('lists %s', (code) => {
    expect(readmeCodes.has(code), `README.md's table of database faults lacks ${code}`).toBe(true);
  });

  it.each([...databaseUnavailableMessages])('lists "%s"', (words) => {
    expect(readmeMessages.has(words), `README.md's table of database faults lacks "${words}"`).toBe(true);
  });

  it('lists nothing the code does not answer 503', () => {
    expect([...readmeCodes].filter((code) => !databaseUnavailableCodes.has(code))).toEqual([]);
    expect([...readmeMessages].filter((words) => !databaseUnavailableMessages.includes(words))).toEqual([]);
  });

  it('states the Retry-After the code sends', () => {
    expect(readme.replace(/\s+/g, ' ')).toContain(`503 with \`Retry-After: ${databaseRetryAfterSeconds}\``);
  });
});
