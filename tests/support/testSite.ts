import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The one build of the demo site that the tests share: the built-site checks (tests/builtSite) read
 * it, and each browser tests' server serves a copy of it instead of building its own. `npm run build`
 * keeps a build that is already current (same catalogue and source), so asking again costs a few
 * seconds, not a build.
 */
const projectRoot = path.resolve(import.meta.dirname, '../..');
export const testSiteDir = path.join(projectRoot, 'test-results', 'site');

/**
 * Built as Netlify builds, with every admin setting in its environment (a deploy's build sees the
 * site's variables): the built-site checks prove that none of these values reaches a file.
 */
export const testSiteSecrets = {
  ADMIN_PASSWORD: 'e2e-plain-admin-password-7f3a91',
  // scrypt of 'the production admin password 5c2e' (scripts/hashAdminPassword.ts).
  ADMIN_PASSWORD_HASH: 'scrypt$16384$8$1$6bJen2_s0p8DqH1eN3QUVQ$LA1tPhTU-fcTlUMauym355g5_hC2tJZyIYLB2YWJsPE',
  OIDC_CLIENT_SECRET: 'GOCSPX-test-client-secret-b81d4e',
  ADMIN_EMAILS: 'owner.secret-address@closedbiomes.example',
};

/** Two runs on different ports may ask at once: one builds, the other waits for it. */
async function underLock<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock left by a run that was killed is older than any build takes.
      const age = Date.now() - fs.statSync(lockFile, { throwIfNoEntry: false })!.mtimeMs;
      if (age > 10 * 60_000) fs.rmSync(lockFile, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

/** Builds the shared test site unless it is current; resolves with its folder, or rejects with the build's output. */
export function ensureTestSite(): Promise<string> {
  return underLock(`${testSiteDir}.lock`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'closed-biomes-test-site-'));
    try {
      const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
        const child = spawn(process.execPath, [path.join(projectRoot, 'scripts', 'build.ts')], {
          cwd: projectRoot,
          env: {
            ...process.env,
            ...testSiteSecrets,
            OIDC_CLIENT_ID: 'client-id.apps.googleusercontent.com',
            SITE_DIR: testSiteDir,
            // An empty data folder: the build reads the demo catalogue, as a fresh npm start seeds it.
            DATA_DIR: dataDir,
            DATABASE_URL: '',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('error', reject);
        child.on('close', (exitCode) => resolve({ code: exitCode, output }));
      });
      if (code !== 0) throw new Error(`The test site's build failed (exit code ${code}):\n${output}`);
      return testSiteDir;
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
