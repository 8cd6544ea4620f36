import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  databaseRetryAfterSeconds,
  databaseUnavailableCodes,
  databaseUnavailableMessages,
} from '../../src/server/http/jsonResponse.ts';

const apiDoc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');

/** The second cells of the API guide's table of the database faults answered 503. */
function faultTableCells(): string[] {
  const start = apiDoc.indexOf('| Database fault |');
  expect(start, 'docs/api.md has the table of database faults').toBeGreaterThanOrEqual(0);
  const cells: string[] = [];
  for (const row of apiDoc.slice(start).split('\n').slice(2)) {
    if (!row.startsWith('|')) break;
    cells.push(row.split('|')[2] ?? '');
  }
  return cells;
}

const cells = faultTableCells();
const documentedCodes = new Set(cells.flatMap((cell) => [...cell.matchAll(/`([^`]+)`/g)].map(([, code]) => code!)));
const documentedMessages = new Set(
  cells.flatMap((cell) => [...cell.matchAll(/"([^"]+)"/g)].map(([, words]) => words!)),
);

describe("docs/api.md's table of database faults answered 503 with Retry-After", () => {
  it.each([...databaseUnavailableCodes])('lists %s', (code) => {
    expect(documentedCodes.has(code), `docs/api.md's table of database faults lacks ${code}`).toBe(true);
  });

  it.each([...databaseUnavailableMessages])('lists "%s"', (words) => {
    expect(documentedMessages.has(words), `docs/api.md's table of database faults lacks "${words}"`).toBe(true);
  });

  it('lists nothing the code does not answer 503', () => {
    expect([...documentedCodes].filter((code) => !databaseUnavailableCodes.has(code))).toEqual([]);
    expect([...documentedMessages].filter((words) => !databaseUnavailableMessages.includes(words))).toEqual([]);
  });

  it('states the Retry-After the code sends', () => {
    expect(apiDoc.replace(/\s+/g, ' ')).toContain(`503 with \`Retry-After: ${databaseRetryAfterSeconds}\``);
  });
});
