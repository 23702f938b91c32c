/** Telegram's start parameter pattern (`tgWebAppStartParam`, `?startapp=`): at most 512 of A-Z a-z 0-9 _ -. */
export const startParamPattern = /^[\w-]{0,512}$/;

export function isStartParam(value: unknown): value is string {
  return typeof value === 'string' && startParamPattern.test(value);
}
