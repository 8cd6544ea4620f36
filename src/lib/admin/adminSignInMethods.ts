/** Which ways into the admin area the server has switched on, as GET /api/auth/methods answers. */
export type SignInMethods = { google: boolean; password: boolean };

export type SignInWay = keyof SignInMethods;

/**
 * The ways the sign-in page offers, the leading one first: only those switched on. Google leads
 * when both are on (the requirements' sign-in, and it names the administrator in History); the password
 * portal leads when it is the only one, as on a fresh `npm start`.
 */
export function signInWays(methods: SignInMethods): SignInWay[] {
  return (['google', 'password'] as const).filter((way) => methods[way]);
}
