import { z } from 'zod';

/**
 * zod as the shared schemas use it. In the browser zod must not probe for `new Function` (its faster
 * compiled parsers): the pages' Content-Security-Policy forbids eval, and Chromium reports even the
 * probe it catches as a violation. The server keeps the compiled parsers.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
