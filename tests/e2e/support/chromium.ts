/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for this offline machine: no sandbox as root, no GPU, and no calls home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
