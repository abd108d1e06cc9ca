/**
 * The path to return to after login, as the WHATWG URL parser reads it against the portal's origin
 * (tabs and new lines dropped, backslashes read as slashes, dot segments resolved), or null when it
 * would leave that origin. The normalised form is what is kept, so a browser reads it the same way:
 * it must parse again to itself on the same origin ('/.//evil.example' normalises to '//evil.example').
 */
export function sameOriginPath(path: unknown, origin: string, maxLength = 2000): string | null {
  if (typeof path !== 'string' || !path.startsWith('/')) return null;
  const normalise = (value: string): string | null => {
    try {
      const base = new URL(origin);
      const url = new URL(value, base);
      return url.origin === base.origin ? `${url.pathname}${url.search}${url.hash}` : null;
    } catch {
      return null;
    }
  };
  const normalised = normalise(path);
  if (normalised === null || normalised.length > maxLength) return null;
  return normalise(normalised) === normalised ? normalised : null;
}
