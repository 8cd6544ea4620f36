import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The project's own import graph (relative imports of src/, db/, netlify/ and scripts/, types
 * included): a cycle, even of types only, or an arrow from db/ back into src/ is a layering mistake.
 */
const root = path.resolve(import.meta.dirname, '../..');
const sourceFolders = ['src', 'db', 'netlify', 'scripts'];
const sourceFile = /\.(ts|tsx|mts|astro)$/;
// `from '…'`, a bare `import '…'` and `import('…')`.
const importedPath = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(folder: string): string[] {
  const entries = fs.readdirSync(path.join(root, folder), { withFileTypes: true });
  return entries.flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** Every relative import of `text` (a file at `file`), as a path from the project's root. */
export function importedPaths(file: string, text: string): string[] {
  return [...text.matchAll(importedPath)].map((match) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]!.split('?')[0]!)),
  );
}

export function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const targets = importedPaths(file, fs.readFileSync(path.join(root, file), 'utf8'));
      return [file, [...new Set(targets.filter((target) => known.has(target)))]];
    }),
  );
}

/** Every cycle's files, found by depth-first search (one cycle per back edge). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string) => {
    onPath.push(file);
    for (const target of graph.get(file) ?? []) {
      const start = onPath.indexOf(target);
      if (start >= 0) cycles.push([...onPath.slice(start), target]);
      else if (!done.has(target)) visit(target);
    }
    onPath.pop();
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return cycles;
}

/**
 * The floors of src/server, lowest first (docs/architecture.md, "Floors"): a module imports from its
 * own folder or from a lower floor, never from above nor from another folder of its floor. `.` is
 * the files directly in src/server.
 */
export const serverFloors: readonly (readonly string[])[] = [
  ['.'],
  ['db'],
  ['repositories'],
  ['catalogue', 'mail', 'search'],
  ['http', 'publish'],
  ['auth', 'contact', 'media', 'newsletter'],
  ['history'],
  ['admin', 'localServer', 'webhooks'],
];

/** The folder of src/server that `file` is in (its first level: db/seed is db), `.` for the files directly in it. */
export function serverFolder(file: string): string {
  const parts = file.slice('src/server/'.length).split('/');
  return parts.length === 1 ? '.' : parts[0]!;
}

/** Every import between two folders of src/server that does not go down a floor, as `file → target`. */
export function importsNotDown(graph: Map<string, string[]>, floors = serverFloors): string[] {
  const floorOf = new Map(floors.flatMap((folders, floor) => folders.map((folder) => [folder, floor] as const)));
  const inServer = (file: string) => file.startsWith('src/server/');
  return [...graph].flatMap(([file, targets]) =>
    !inServer(file)
      ? []
      : targets
          .filter((target) => inServer(target) && serverFolder(target) !== serverFolder(file))
          .filter((target) => floorOf.get(serverFolder(target))! >= floorOf.get(serverFolder(file))!)
          .map((target) => `${file} → ${target}`),
  );
}

describe('import graph', () => {
  const files = sourceFolders.filter((folder) => fs.existsSync(path.join(root, folder))).flatMap(sourceFiles);
  const graph = importGraph(files);

  it('reads the imports it is meant to see', () => {
    expect(graph.get('src/server/mail/outboxTransport.ts')).toContain('src/server/mail/outbox.ts');
    expect(
      importCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', ['a.ts']],
          ['c.ts', ['a.ts']],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts', 'a.ts']]);
  });

  it('has no cycle', () => {
    expect(importCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('gives every folder of src/server a floor', () => {
    const folders = new Set(files.filter((file) => file.startsWith('src/server/')).map(serverFolder));
    expect([...folders].filter((folder) => !serverFloors.flat().includes(folder))).toEqual([]);
  });

  it('finds the imports of src/server that go up a floor or sideways', () => {
    const floors = [['.'], ['db', 'email'], ['history']];
    const example = new Map([
      ['src/server/db/seed/seed.ts', ['src/server/db/a.ts', 'src/server/settings.ts', 'src/server/history/b.ts']],
      ['src/server/db/a.ts', ['src/server/email/mail.ts', 'src/lib/c.ts']],
      ['src/server/history/b.ts', ['src/server/db/a.ts']],
    ]);
    expect(importsNotDown(example, floors)).toEqual([
      'src/server/db/seed/seed.ts → src/server/history/b.ts',
      'src/server/db/a.ts → src/server/email/mail.ts',
    ]);
  });

  // A lower floor that imports a higher one drags the higher one's world into everything built on it
  // (the seed into the admin's write path, repositories into history).
  it('has no import inside src/server that runs back up a floor', () => {
    expect(importsNotDown(graph)).toEqual([]);
  });

  it('has no arrow from db/ into src/', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      file.startsWith('db/') ? targets.filter((target) => target.startsWith('src/')) : [],
    );
    expect(upward).toEqual([]);
  });

  // The visitor forms are on the home page, /resources and /coming-soon, whose scripts should
  // not carry a schema library; the field rules they share with the server are plain TypeScript
  // (tests/builtSite/publicScripts.test.ts checks the built bundles themselves).
  it.each([
    ['src/islands/forms/NewsletterSignup.tsx', 'src/lib/forms/emailAddress.ts'],
    ['src/islands/forms/ContactForm.tsx', 'src/lib/forms/contactFields.ts'],
  ])('lets %s reach no zod', (island, rules) => {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const target of graph.get(file) ?? []) visit(target);
    };
    visit(island);
    expect(reached).toContain(rules);
    const withZod = [...reached].filter((file) =>
      /\bfrom\s*['"]zod(?:\/[^'"]*)?['"]/.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(withZod).toEqual([]);
  });

  // The browser tests check the site as a stranger sees it, with copies of what they expect
  // (tests/e2e/support/siteFacts.ts); an import from src/ would let a change there silently change the test.
  it('lets the browser tests import nothing from src/', () => {
    const e2eFiles = sourceFiles('tests/e2e');
    expect(e2eFiles).toContain('tests/e2e/support/siteFacts.ts');
    expect(importedPaths('tests/e2e/x.spec.ts', "import type { A } from '../../src/lib/a.ts';")).toEqual([
      'src/lib/a.ts',
    ]);
    const fromSrc = e2eFiles.flatMap((file) =>
      importedPaths(file, fs.readFileSync(path.join(root, file), 'utf8'))
        .filter((target) => target === 'src' || target.startsWith('src/'))
        .map((target) => `${file} → ${target}`),
    );
    expect(fromSrc).toEqual([]);
  });

  // The admin islands are split by screen (docs/architecture.md); what several screens use stays free
  // of any one screen, so that a screen's folder can change without reaching the others.
  it("lets the admin's shared parts import from no admin screen", () => {
    const common = ['src/islands/admin/common/', 'src/islands/admin/fields/'];
    expect(graph.get('src/islands/admin/common/ConfirmDeleteDialog.tsx')).toContain(
      'src/islands/admin/common/AdminDialog.tsx',
    );
    const intoScreens = [...graph].flatMap(([file, targets]) =>
      common.some((folder) => file.startsWith(folder))
        ? targets
            .filter((target) => target.startsWith('src/islands/admin/'))
            .filter((target) => !common.some((folder) => target.startsWith(folder)))
            .map((target) => `${file} → ${target}`)
        : [],
    );
    expect(intoScreens).toEqual([]);
  });

  // Pages are left out: their file names are their addresses (src/pages/species/[id].astro).
  it('gives no two source files of src/ the same name', () => {
    const modules = files.filter((file) => file.startsWith('src/') && !file.startsWith('src/pages/'));
    const byName = Map.groupBy(modules, (file) => path.posix.basename(file));
    const shared = [...byName].filter(([, paths]) => paths.length > 1);
    expect(shared).toEqual([]);
  });

  // A newcomer walks a folder by reading its names (docs/architecture.md): none of src/ holds more than
  // about 25 files. netlify/functions/ stays flat, as Netlify deploys it.
  it('keeps every folder of src/ to at most 25 files', () => {
    const folders = fs
      .readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(entry.parentPath, entry.name));
    const crowded = [path.join(root, 'src'), ...folders]
      .filter((folder) => fs.readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isFile()).length > 25)
      .map((folder) => path.relative(root, folder));
    expect(crowded).toEqual([]);
  });
});
