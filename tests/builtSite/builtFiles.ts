import fs from 'node:fs';
import path from 'node:path';
import { testSiteDir } from '../support/testSite.ts';

/** Every file of the shared test site, as a path inside it ('species/3/index.html'). */
export function builtFiles(): string[] {
  return fs
    .readdirSync(testSiteDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(testSiteDir, file)).isFile())
    .sort();
}

/** Every page of the shared test site (its .html files). */
export function builtPages(): string[] {
  return builtFiles().filter((file) => file.endsWith('.html'));
}

export function readBuilt(file: string): string {
  return fs.readFileSync(path.join(testSiteDir, file), 'utf8');
}
