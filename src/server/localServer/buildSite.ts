import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What a build was made from, kept beside its pages (dotfiles are never served). */
const versionFile = '.site-version';

/** Everything besides the catalogue that changes what the build writes. */
const sourceInputs = ['src', 'public', 'astro.config.mjs', 'tsconfig.json', 'package-lock.json'];

/**
 * The version of the site a build from this catalogue and this source tree would give: the pages
 * must be rebuilt when either changed (a new species, or a `git pull` that changed a page).
 */
export function siteVersion(projectRoot: string, catalogueVersion: string): string {
  // The public origin is written into every page (canonical links, sitemap).
  const hash = createHash('sha256')
    .update(catalogueVersion)
    .update(`\0${process.env.SITE_URL ?? process.env.URL ?? ''}`);
  for (const input of sourceInputs) {
    const absolute = path.join(projectRoot, input);
    if (!fs.existsSync(absolute)) continue;
    const files = fs.statSync(absolute).isDirectory()
      ? fs
          .readdirSync(absolute, { recursive: true, encoding: 'utf8' })
          .map((file) => path.join(input, file))
          .sort()
      : [input];
    for (const file of files) {
      const full = path.join(projectRoot, file);
      if (!fs.statSync(full).isFile()) continue;
      hash.update(`\0${file}\0`).update(fs.readFileSync(full));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** SITE_DIR cannot be where a build would destroy or feed on something else. */
export class SiteDirError extends Error {}

function contains(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * Any folder of its own works as SITE_DIR, inside the project or anywhere else. Refused, in one
 * sentence: the project or a folder holding it, and DATA_DIR or a folder in or around it (the swap
 * renames SITE_DIR away and deletes it), and a folder inside the sources (each build would change
 * the sources it was made from, and public/ would copy itself into itself).
 */
export function checkSiteDir(siteDir: string, projectRoot: string, dataDir?: string): void {
  const site = path.resolve(siteDir);
  const problem = contains(site, path.resolve(projectRoot))
    ? 'is the project folder or holds it'
    : dataDir !== undefined && (contains(site, path.resolve(dataDir)) || contains(path.resolve(dataDir), site))
      ? 'overlaps DATA_DIR'
      : sourceInputs.some((input) => contains(path.join(projectRoot, input), site))
        ? 'lies inside the sources the site is built from'
        : undefined;
  if (problem) throw new SiteDirError(`SITE_DIR "${site}" ${problem}; set it to a folder of its own, such as dist.`);
}

export function builtSiteVersion(siteDir: string): string | undefined {
  try {
    return fs.readFileSync(path.join(siteDir, versionFile), 'utf8').trim();
  } catch {
    return undefined;
  }
}

export type BuildSiteOptions = {
  projectRoot: string;
  /** Where the finished site ends up (dist/). */
  siteDir: string;
  /** The catalogue file to build from; without it the build reads DATABASE_URL or the demo catalogue. */
  snapshotFile?: string;
  /** Recorded beside the pages (siteVersion), so the local server knows whether they are current. */
  version?: string;
  /** Where astro's output goes; inherit shows it on the terminal. */
  output?: 'inherit' | 'ignore';
  /**
   * A rebuild while the server serves visitors (a publish): it runs at a lower CPU priority, so that
   * on a small machine the pages and the API keep answering at once while the next site is built.
   */
  background?: boolean;
};

/** The niceness of a background build: the scheduler gives it what visitors' requests leave over. */
export const backgroundBuildNiceness = 10;

/**
 * Builds the site in a child process into a fresh folder (see loadCatalogue for its data), then swaps
 * it in with two renames, so a visitor never gets a half-written page and a failed build leaves the
 * old site serving.
 */
export async function buildSite(options: BuildSiteOptions): Promise<void> {
  checkSiteDir(options.siteDir, options.projectRoot);
  const next = `${options.siteDir}.next`;
  const old = `${options.siteDir}.old`;
  fs.rmSync(next, { recursive: true, force: true });
  await runAstroBuild(options, next);
  if (options.version) fs.writeFileSync(path.join(next, versionFile), options.version);
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(options.siteDir)) fs.renameSync(options.siteDir, old);
  fs.renameSync(next, options.siteDir);
  fs.rmSync(old, { recursive: true, force: true });
}

function runAstroBuild(options: BuildSiteOptions, outDir: string): Promise<void> {
  const astro = path.join(options.projectRoot, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const lowerPriority = options.background ? ['--import', path.join(import.meta.dirname, 'lowerOwnPriority.ts')] : [];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...lowerPriority, astro, 'build'], {
      cwd: options.projectRoot,
      stdio: ['ignore', options.output ?? 'inherit', 'inherit'],
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        ASTRO_OUT_DIR: outDir,
        ...(options.snapshotFile ? { CATALOGUE_SNAPSHOT: options.snapshotFile } : {}),
      },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const ending = signal ? `killed by ${signal}` : `exit code ${code}`;
      if (code === 0) resolve();
      else reject(new Error(`The site build failed (${ending}); the previous site stays online.`));
    });
  });
}
