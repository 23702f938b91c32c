/** Telegram's Login Widget script (from telegram.org, as Telegram asks; never bundled). */
export const telegramWidgetScriptUrl = 'https://telegram.org/js/telegram-widget.js?22';

let callbackCount = 0;

/**
 * Puts Telegram's Login Widget into `container`: its script replaces itself with Telegram's
 * button, and calls `onAuth` with the user's signed data after the visitor confirms in Telegram.
 * Resolves when the script has loaded, rejects when it cannot be loaded. The returned function
 * removes the widget and its callback.
 */
export function loadTelegramWidget(options: { container: HTMLElement; botUsername: string; language: string; onAuth: (user: unknown) => void }): { loaded: Promise<void>; remove: () => void } {
  const { container, botUsername, language, onAuth } = options;
  callbackCount += 1;
  // The widget names its callback in an attribute, so it must be reachable from window.
  const callbackName = `siteTelegramWidgetAuth${callbackCount}`;
  Reflect.set(window, callbackName, onAuth);

  const script = document.createElement('script');
  script.async = true;
  script.src = telegramWidgetScriptUrl;
  script.dataset.telegramLogin = botUsername;
  script.dataset.size = 'large';
  script.dataset.radius = '10';
  script.dataset.requestAccess = 'write';
  script.dataset.userpic = 'false';
  script.dataset.lang = language;
  script.dataset.onauth = `${callbackName}(user)`;
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => {
      resolve();
    });
    script.addEventListener('error', () => {
      reject(new Error('The Telegram Login Widget could not be loaded.'));
    });
  });
  container.replaceChildren(script);

  return {
    loaded,
    remove: () => {
      container.replaceChildren();
      Reflect.deleteProperty(window, callbackName);
    },
  };
}
