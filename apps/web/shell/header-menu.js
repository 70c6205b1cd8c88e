// Part of /shell.js, the server HTML's behaviour without a framework (apps/web/vite.config.ts, ADR 021).
// The header: its menu, drawn once (site/header/Menu.tsx) as the bar's dropdowns from xl up and the
// phone's panel with sections below, the bar's look once scrolled and the skip link, as spec-1 §2.1
// and §9 ask: one dropdown at a time; a second click, the backdrop, Escape (focus back to its button)
// or focus leaving its button and panel closes it; the phone's panel keeps the focus inside, and
// Escape, its backdrop, its close button or a link chosen closes it, focus back to the menu button.
(function () {
  var SCROLL_THRESHOLD = 10;
  var FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';
  var openButton = null;
  var bodyOverflow = '';

  function find(selector) {
    return document.querySelector(selector);
  }
  function show(button, expanded) {
    button.setAttribute('aria-expanded', String(expanded));
    var panel = document.getElementById(button.getAttribute('aria-controls'));
    if (panel) panel.hidden = !expanded;
  }
  function setBackdrop(shown) {
    var backdrop = find('[data-menu="backdrop"]');
    if (backdrop) backdrop.hidden = !shown;
  }
  function closeDropdown(refocus) {
    var button = openButton;
    if (!button) return;
    openButton = null;
    show(button, false);
    setBackdrop(false);
    if (refocus) button.focus();
  }
  function openDropdown(button) {
    closeDropdown(false);
    openButton = button;
    show(button, true);
    setBackdrop(true);
  }
  // The phone's panel shows while the bar holding it is data-open (below xl; from xl up its list is the
  // bar's), a modal dialog then.
  function mobilePanel() {
    var bar = find('[data-testid="main-bar"]');
    return bar && bar.hasAttribute('data-open') ? find('[data-menu="mobile"]') : null;
  }
  function asDialog(button, open) {
    var dialog = document.getElementById(button.getAttribute('aria-controls'));
    var names = { role: 'dialog', 'aria-modal': 'true', 'aria-label': dialog && dialog.getAttribute('data-label') };
    Object.keys(dialog ? names : {}).forEach(function (name) {
      if (open) dialog.setAttribute(name, names[name]);
      else dialog.removeAttribute(name);
    });
  }
  function openMobile(button) {
    var panel = find('[data-menu="mobile"]');
    if (!panel) return;
    button.setAttribute('aria-expanded', 'true');
    asDialog(button, true);
    find('[data-testid="main-bar"]').setAttribute('data-open', '');
    bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    var close = panel.querySelector('[data-menu="close-mobile"]');
    if (close) close.focus();
  }
  function closeMobile(refocus) {
    var panel = mobilePanel();
    if (!panel) return;
    find('[data-testid="main-bar"]').removeAttribute('data-open');
    document.body.style.overflow = bodyOverflow;
    var button = find('[data-menu="open-mobile"]');
    if (!button) return;
    button.setAttribute('aria-expanded', 'false');
    asDialog(button, false);
    if (refocus) button.focus();
  }
  function fold(root) {
    Array.prototype.forEach.call(root.querySelectorAll('[data-menu="dropdown"][aria-expanded="true"]'), function (button) {
      show(button, false);
    });
  }
  function toggleSection(button) {
    var expanded = button.getAttribute('aria-expanded') === 'true';
    fold(button.closest('ul'));
    show(button, !expanded);
  }

  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target : null;
    var control = target && target.closest('[data-menu], a[href]');
    if (!control) return;
    var role = control.getAttribute('data-menu');
    if (role === 'dropdown' && mobilePanel()) return toggleSection(control);
    if (role === 'dropdown') return control === openButton ? closeDropdown(false) : openDropdown(control);
    if (role === 'backdrop') return closeDropdown(false);
    if (role === 'open-mobile') return openMobile(control);
    if (role === 'close-mobile' || role === 'mobile-backdrop') return closeMobile(true);
    if (role === 'skip') {
      // To the main area without a history entry: on a flow each entry is a step (useStepHistory.ts).
      var main = document.getElementById('contenido');
      if (!main) return;
      event.preventDefault();
      main.focus();
      return;
    }
    // A link chosen in a panel: the panel closes, the link is followed.
    if (mobilePanel() && control.closest('[data-menu="mobile"]')) closeMobile(false);
    else if (openButton && control.closest('[data-menu="item"]')) closeDropdown(false);
  });

  document.addEventListener('keydown', function (event) {
    var panel = mobilePanel();
    if (event.key === 'Escape' && (panel || openButton)) {
      event.preventDefault();
      if (panel) closeMobile(true);
      else closeDropdown(true);
      return;
    }
    if (event.key !== 'Tab' || !panel) return;
    var focusable = panel.querySelectorAll(FOCUSABLE);
    var first = focusable[0];
    var last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });

  // Focus moving on to a control outside the open dropdown's button and panel closes it; focus
  // going nowhere (a click on the panel's text) does not, the backdrop takes clicks outside.
  document.addEventListener('focusout', function (event) {
    if (!openButton) return;
    var item = openButton.closest('[data-menu="item"]');
    var next = event.relatedTarget;
    if (item && item.contains(event.target) && next instanceof Node && !item.contains(next)) closeDropdown(false);
  });

  // All closed on a page back from the cache, as on a new one, and on crossing xl (a turned tablet).
  function closeAll() {
    closeDropdown(false);
    closeMobile(false);
    fold(document);
  }
  window.addEventListener('pageshow', function (event) {
    if (event.persisted) closeAll();
  });
  var wide = window.matchMedia ? window.matchMedia('(min-width: 80rem)') : null;
  if (wide && wide.addEventListener) wide.addEventListener('change', closeAll);

  // spec-1 §9: the bar turns translucent once the page is more than 10 px from the top.
  function markScrolled() {
    var bar = find('[data-testid="main-bar"]');
    if (bar) bar.setAttribute('data-scrolled', String(window.scrollY > SCROLL_THRESHOLD));
  }
  window.addEventListener('scroll', markScrolled, { passive: true });
  // Not read as the page loads (a layout in this task): a new page starts at the top; one that may not
  // (an anchor, a reload or a return keeping their place) is read in the frame that lays it out anyway.
  var arrival = performance.getEntriesByType ? performance.getEntriesByType('navigation')[0] : null;
  if (window.location.hash || !arrival || arrival.type !== 'navigate') requestAnimationFrame(markScrolled);
})();
