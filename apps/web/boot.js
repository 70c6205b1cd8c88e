// Starts the page's code once the page the server rendered is on the screen (ADR 008): on a phone
// the first paint needs only the HTML and its stylesheet; the code, for hydration, follows it. The
// page's entry and the modules it needs come from this tag's data attributes (no inline script: the CSP).
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.dataset.entry;
  // A page with no code to come (a content page, a step the server answered: ADR 021) works as
  // plain HTML: its forms are sent by the browser itself, nothing is held for code that never runs.
  if (!entry) return;
  holdEarlyActions();
  var preloads = (tag.dataset.preload || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    // One module a task, the framework before what uses it (the preloads come dependencies first):
    // importing only the entry would evaluate the whole graph in one task, a long task on a phone
    // (ADR 008: TBT). Each import finds its module already evaluated or evaluates just that one.
    // The first import starts in a task after the links' (ADR 008: each of them is short).
    var queue = preloads.concat(entry);
    function next() {
      var href = queue.shift();
      if (href)
        import(href).then(function () {
          setTimeout(next, 0);
        });
    }
    setTimeout(next, 0);
  }
  // A flow's first step (data-start="intent", ADR 021) is a form the server answers: the code only
  // enhances it, so it starts at the visitor's first sign of using the page rather than competing
  // with the page's start on a phone's main thread. At once where the page needs it to be right:
  // an address with values for the form (prefill, a mailed draft) or a draft this tab keeps.
  if (tag.dataset.start === 'intent' && !needsCodeAtOnce()) return startOnIntent(start);
  // At once in a hidden tab, where nothing is painted.
  if (document.visibilityState === 'hidden') return start();
  // A frame's paint is presented after its animation-frame callbacks: a busy phone could start the
  // downloads before the page is even on screen, and the page's largest paint would wait on them.
  // So wait for the browser to report that paint (or the first paint where it cannot say), and in
  // any case no longer than a second.
  // An image the page marks as its largest (fetchpriority="high", the news list's picture) is waited
  // for too: downloaded beside the code, it would share the phone's bandwidth with it.
  function afterHeroImages(callback) {
    var pending = Array.prototype.filter.call(document.querySelectorAll('img[fetchpriority="high"]'), function (image) {
      return !image.complete;
    });
    var left = pending.length;
    if (left === 0) return callback();
    pending.forEach(function (image) {
      function done() {
        if (--left === 0) callback();
      }
      image.addEventListener('load', done, { once: true });
      image.addEventListener('error', done, { once: true });
    });
  }
  var supported = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var type = supported.indexOf('largest-contentful-paint') >= 0 ? 'largest-contentful-paint' : supported.indexOf('paint') >= 0 ? 'paint' : null;
  if (type) {
    var observer = new PerformanceObserver(function () {
      observer.disconnect();
      afterHeroImages(function () {
        setTimeout(start, 0);
      });
    });
    observer.observe({ type: type, buffered: true });
    setTimeout(start, 1000);
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})();

function startOnIntent(start) {
  // A pointer moved or pressed, a touch, a key, a focus, a scroll, a value typed or filled in: the
  // visitor is using the page, and whatever they do first is held until the code runs (below).
  var INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'click', 'input', 'change', 'scroll', 'wheel'];
  function intent() {
    INTENT_EVENTS.forEach(function (type) {
      window.removeEventListener(type, intent, { capture: true });
    });
    start();
  }
  INTENT_EVENTS.forEach(function (type) {
    window.addEventListener(type, intent, { capture: true, passive: true });
  });
}

function needsCodeAtOnce() {
  if (window.location.search) return true;
  try {
    for (var index = 0; index < window.sessionStorage.length; index++) {
      // The wizard's drafts (wizard/draftStorage.ts): a reload comes back to the step it left.
      if (String(window.sessionStorage.key(index)).indexOf('pedido:') === 0) return true;
    }
  } catch (error) {
    // No storage (a private mode): no draft to restore.
  }
  return false;
}

// Until the page has hydrated, its buttons are the server's HTML: a click does nothing and a form
// would be sent by the browser itself (to this page's address, its fields in the query). The
// visitor's last such action is held, then done once the page works: the app announces it
// ('shop:hydrated') after handing over what was typed meanwhile (earlyInput.ts), and that reaches
// the app's state in React's next task, before this replay (ADR 008: nothing lost before ready).
function holdEarlyActions() {
  var held = null;
  function hold(event) {
    var target = event.target;
    if (event.type === 'click') {
      var button = target && target.closest ? target.closest('button') : null;
      // The header's buttons and what else /shell.js drives (data-shell: the newsletter form) work at once (no framework: ADR 021).
      if (!button || button.hasAttribute('data-menu') || button.closest('[data-shell]')) return;
      held = function () {
        if (button.isConnected) button.click();
      };
    } else {
      var form = target;
      if (form.hasAttribute('data-shell')) return;
      held = function () {
        if (form.isConnected && form.requestSubmit) form.requestSubmit();
      };
    }
    event.preventDefault();
    event.stopPropagation();
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener(
    'shop:hydrated',
    function () {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
      var action = held;
      held = null;
      if (action) setTimeout(action, 0);
    },
    { once: true },
  );
}
