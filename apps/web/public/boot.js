// Starts the page's code once the page the server rendered has painted (issue 12): on a phone the
// first paint needs only the HTML (styles inlined); the code, for hydration, follows it. The page's
// entry and the modules it needs come from this tag's data attributes (no inline script: the CSP).
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.dataset.entry;
  if (!entry) return;
  var preloads = (tag.dataset.preload || '').split(' ').filter(Boolean);
  function start() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }
  // After the next frame has been painted; at once in a hidden tab, where frames do not come.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();
