import { adminRoutes } from '../lib/admin/adminRoutes.ts';
import { signInWays, type SignInMethods } from '../lib/admin/adminSignInMethods.ts';

/**
 * The sign-in pages' script: asks the server which ways in are switched on, hides the others' links
 * (`[data-sign-in-way]`) and puts the leading one first in `[data-sign-in-ways]`, if the page has one; the
 * others take the class its `data-outline-class` names (the outlined button's, a CSS module's hashed name).
 * `[data-no-sign-in]` shows when none is on. If the server cannot say, every link stays: each answers
 * for itself. `[data-sign-in-ways]` gets `data-ready` once settled.
 */
export async function showSignInWays(): Promise<void> {
  const container = document.querySelector<HTMLElement>('[data-sign-in-ways]');
  const outline = container?.dataset.outlineClass;
  try {
    const response = await fetch(adminRoutes.signInMethods, { credentials: 'same-origin' });
    if (!response.ok) return;
    const shown = signInWays((await response.json()) as SignInMethods);
    const links = [...document.querySelectorAll<HTMLElement>('[data-sign-in-way]')];
    for (const link of links) link.hidden = !shown.includes(link.dataset.signInWay as (typeof shown)[number]);
    // Moved, not just drawn in another order, so that the keyboard and screen readers meet them as seen.
    shown.forEach((way, place) => {
      const link = links.find((candidate) => candidate.dataset.signInWay === way);
      if (!link || !container?.contains(link)) return;
      if (outline) link.classList.toggle(outline, place > 0);
      container.append(link);
    });
    const none = document.querySelector<HTMLElement>('[data-no-sign-in]');
    if (none) none.hidden = shown.length > 0;
  } catch {
    // Offline or refused: the links stay as built.
  } finally {
    container?.setAttribute('data-ready', '');
  }
}
