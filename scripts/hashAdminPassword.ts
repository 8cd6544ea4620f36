// `node scripts/hashAdminPassword.ts`: makes the ADMIN_PASSWORD_HASH for Netlify's settings (see
// src/server/auth/adminPassword.ts for its format). The password is typed at a hidden prompt, twice,
// or piped in (`printf '%s' "$PASSWORD" | node scripts/hashAdminPassword.ts`), so that it never
// lands in the shell's history or the process list. Only the hash is printed.
import { hashAdminPassword, minimumAdminPasswordLength } from '../src/server/auth/adminPassword.ts';

/** Reads one line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let typed = '';
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stderr.write('\n');
          resolve(typed);
          return;
        }
        if (character === '\u0003') {
          input.setRawMode(false);
          reject(new Error('Cancelled.'));
          return;
        }
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else typed += character;
      }
    };
    input.on('data', onData);
  });
}

async function readPiped(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  // A trailing newline from `echo` is not part of the password.
  return text.replace(/\r?\n$/, '');
}

try {
  let password: string;
  if (process.stdin.isTTY) {
    password = await promptHidden('Admin password: ');
    if ((await promptHidden('Once more: ')) !== password)
      throw new Error('The two passwords differ; nothing was made.');
  } else {
    password = await readPiped();
  }
  if (password.length < minimumAdminPasswordLength)
    throw new Error(`The password must be at least ${minimumAdminPasswordLength} characters long.`);
  console.log(await hashAdminPassword(password));
  process.stderr.write('Set this as ADMIN_PASSWORD_HASH in the site’s environment variables (scope: Functions).\n');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
