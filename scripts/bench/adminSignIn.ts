/** Signs in to a running local server through the password portal; answers the session's Cookie header. */
export async function signInWithPassword(origin: string, adminPassword: string): Promise<string> {
  const signIn = await fetch(new URL('/api/auth/password', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ password: adminPassword }),
  });
  if (!signIn.ok) throw new Error(`Signing in to ${origin} failed with ${signIn.status}.`);
  return signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
}
