/** `postgres://site@db.internal:5432/site`: where a URL points, without its password (for logs and messages). */
export function urlWithoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}
