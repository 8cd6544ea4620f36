import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The catalogue version a build was made from, kept beside its pages (dotfiles are never served). */
const versionFile = '.catalogue-version';

export function builtCatalogueVersion(siteDir: string): string | undefined {
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
  /** Recorded beside the pages, so the local server knows whether they are current. */
  catalogueVersion?: string;
  /** Where astro's output goes; inherit shows it on the terminal. */
  output?: 'inherit' | 'ignore';
};

/**
 * Builds the site in a child process into a fresh folder (see loadCatalogue for its data), then swaps
 * it in with two renames, so a visitor never gets a half-written page and a failed build leaves the
 * old site serving.
 */
export async function buildSite(options: BuildSiteOptions): Promise<void> {
  const next = `${options.siteDir}.next`;
  const old = `${options.siteDir}.old`;
  fs.rmSync(next, { recursive: true, force: true });
  await runAstroBuild(options, next);
  if (options.catalogueVersion) fs.writeFileSync(path.join(next, versionFile), options.catalogueVersion);
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(options.siteDir)) fs.renameSync(options.siteDir, old);
  fs.renameSync(next, options.siteDir);
  fs.rmSync(old, { recursive: true, force: true });
}

function runAstroBuild(options: BuildSiteOptions, outDir: string): Promise<void> {
  const astro = path.join(options.projectRoot, 'node_modules', 'astro', 'bin', 'astro.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [astro, 'build'], {
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
      if (code === 0) resolve();
      else reject(new Error(`The site build failed (${signal ? `killed by ${signal}` : `exit code ${code}`}); the previous site stays online.`));
    });
  });
}
