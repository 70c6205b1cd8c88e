// Part of /shell.js, the server HTML's behaviour without a framework (apps/web/vite.config.ts, ADR 021).
// The last part: a page sent without code (no entry for /boot.js, ADR 021) runs once the other
// parts' listeners are set, and says so as a page whose code has hydrated does (useMarkRunning.ts),
// for whoever waits for it.
(function () {
  if (document.querySelector('script[data-entry]')) return;
  document.documentElement.setAttribute('data-hydrated', 'true');
  document.dispatchEvent(new Event('shop:hydrated'));
})();
