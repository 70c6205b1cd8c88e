// The site's header without a framework (ADR 021): its dropdowns, the phone's menu panel, the bar's
// look once scrolled and the skip link are server HTML that these few lines drive, so no page
// hydrates them (a classic script, minified into the build as boot.js is; no inline script: the CSP).
// Listeners sit on the document, so a header the app draws itself (a page the server could not
// render) works the same. Behaviour as spec-1 §2.1 and §9 ask: one dropdown at a time; a second
// click, the backdrop, Escape (focus back to its button) or focus leaving its button and panel
// closes it; the phone's panel keeps the focus inside, and Escape, its backdrop, its close button
// or a link chosen closes it, focus back to the menu button.
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
  function mobilePanel() {
    var panel = find('[data-menu="mobile"]');
    return panel && !panel.hidden ? panel : null;
  }
  function openMobile(button) {
    var panel = find('[data-menu="mobile"]');
    if (!panel) return;
    button.setAttribute('aria-expanded', 'true');
    panel.hidden = false;
    bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    var close = panel.querySelector('[data-menu="close-mobile"]');
    if (close) close.focus();
  }
  function closeMobile(refocus) {
    var panel = mobilePanel();
    if (!panel) return;
    panel.hidden = true;
    document.body.style.overflow = bodyOverflow;
    var button = find('[data-menu="open-mobile"]');
    if (!button) return;
    button.setAttribute('aria-expanded', 'false');
    if (refocus) button.focus();
  }
  function toggleSection(button) {
    var expanded = button.getAttribute('aria-expanded') === 'true';
    var others = button.closest('ul').querySelectorAll('[data-menu="section"][aria-expanded="true"]');
    Array.prototype.forEach.call(others, function (other) {
      show(other, false);
    });
    show(button, !expanded);
  }

  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target : null;
    var control = target && target.closest('[data-menu], a[href]');
    if (!control) return;
    var role = control.getAttribute('data-menu');
    if (role === 'dropdown') return control === openButton ? closeDropdown(false) : openDropdown(control);
    if (role === 'backdrop') return closeDropdown(false);
    if (role === 'open-mobile') return openMobile(control);
    if (role === 'close-mobile' || role === 'mobile-backdrop') return closeMobile(true);
    if (role === 'section') return toggleSection(control);
    if (role === 'skip') {
      // To the main area without a history entry: on a flow each entry is a step (useStepHistory.ts).
      var main = document.getElementById('contenido');
      if (!main) return;
      event.preventDefault();
      main.focus();
      return;
    }
    // A link chosen in a panel: the panel closes, the link is followed.
    if (control.closest('[data-menu="mobile"]')) closeMobile(false);
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

  // A page brought back from the browser's cache shows its menus closed, as a new one would.
  window.addEventListener('pageshow', function (event) {
    if (!event.persisted) return;
    closeDropdown(false);
    closeMobile(false);
  });

  // spec-1 §9: the bar turns translucent once the page is more than 10 px from the top.
  function markScrolled() {
    var bar = find('[data-testid="main-bar"]');
    if (bar) bar.setAttribute('data-scrolled', String(window.scrollY > SCROLL_THRESHOLD));
  }
  window.addEventListener('scroll', markScrolled, { passive: true });
  markScrolled();
})();
