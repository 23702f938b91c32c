// Runs in <head> before the first paint: <html data-scheme> is the site's colour scheme
// (?theme=light|dark: a frame follows only the system's scheme by itself, not the visitor's
// choice on the site), else the system's. styles.css keys the light colours off it.
(function () {
  var theme = new URLSearchParams(location.search).get('theme');
  document.documentElement.dataset.scheme = theme === 'light' || theme === 'dark' ? theme : matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
})();
