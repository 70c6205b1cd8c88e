// What the site's server HTML does without a framework (ADR 021), in a classic script minified into
// the build as boot.js is (no inline script: the CSP): the header, the footer's newsletter form, the
// home's video player and the legal notice's chips, so no page hydrates them, and a content page
// (sent without code) needs nothing else. Listeners sit on the document, so what the app draws
// itself (a page the server could not render, one reached by a link of a page that runs) works the same.
//
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

// A page sent without code (no entry for /boot.js, ADR 021) runs once these listeners are set: it
// says so as a page whose code has hydrated does (useMarkRunning.ts), for whoever waits for it.
(function () {
  if (document.querySelector('script[data-entry]')) return;
  document.documentElement.setAttribute('data-hydrated', 'true');
  document.dispatchEvent(new Event('shop:hydrated'));
})();

// The home's video player (spec-1 §2.2, §4; site/home/VideoDialog.tsx): a card is a link to the
// video, opened instead in the page's <dialog>, the embed added only now and removed on closing. The
// dialog closes on its button, Escape (the browser's) or a click beside the player; focus goes back
// to the card. Guards at its ends send Tab round between the close button and the player.
(function () {
  var opener = null;
  var opening = false;
  var bodyOverflow = '';
  function part(dialog, name) {
    return dialog.querySelector('[data-shell="video-' + name + '"]');
  }
  function play(card, dialog) {
    var embed = card.getAttribute('data-embed');
    var player = part(dialog, 'player');
    part(dialog, 'title').textContent = card.getAttribute('data-title');
    player.querySelector('p').hidden = Boolean(embed);
    if (embed) {
      var frame = document.createElement('iframe');
      frame.src = embed;
      frame.title = card.getAttribute('data-title');
      frame.className = 'h-full w-full';
      frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
      frame.referrerPolicy = 'strict-origin-when-cross-origin';
      frame.allowFullscreen = true;
      player.appendChild(frame);
    }
    opener = card;
    bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Opening focuses the dialog's first stop, a guard: not a Tab to send round.
    opening = true;
    dialog.showModal();
    opening = false;
    part(dialog, 'close').focus();
  }
  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target : null;
    var card = target && target.closest('a[data-shell="video"]');
    var dialog = document.querySelector('dialog[data-shell="video-dialog"]');
    if (card && dialog && dialog.showModal && !(event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
      event.preventDefault();
      play(card, dialog);
    } else if (target && target.closest('[data-shell="video-close"]')) target.closest('dialog').close();
    // The dialog fills the screen: a click on it, not on what it holds, is a click beside the player.
    else if (target && target.matches('dialog[data-shell="video-dialog"]')) target.close();
  });
  // 'close' does not bubble: heard on its way down.
  document.addEventListener(
    'close',
    function (event) {
      var dialog = event.target;
      if (!(dialog instanceof Element) || !dialog.matches('dialog[data-shell="video-dialog"]')) return;
      var frame = part(dialog, 'player').querySelector('iframe');
      if (frame) frame.remove();
      document.body.style.overflow = bodyOverflow;
      if (opener && opener.isConnected) opener.focus();
      opener = null;
    },
    true,
  );
  document.addEventListener('focusin', function (event) {
    var role = opening || !(event.target instanceof Element) ? null : event.target.getAttribute('data-shell');
    if (role !== 'video-guard-start' && role !== 'video-guard-end') return;
    var dialog = event.target.closest('dialog');
    var close = part(dialog, 'close');
    var frame = part(dialog, 'player').querySelector('iframe');
    (role === 'video-guard-start' ? frame || close : close).focus();
  });
})();

// The footer's newsletter form (spec-1 §2.1, §5; site/footer/NewsletterForm.tsx): the browser would
// send it to the server, which answers with a page; here it is sent to the API and answered on the
// page instead, in the words the form carries. A blank e-mail or an unticked box does nothing.
(function () {
  function say(form, message, error) {
    var status = form.querySelector('[role="status"]');
    var email = form.elements.namedItem('email');
    status.textContent = message;
    status.toggleAttribute('data-error', error);
    if (error) {
      email.setAttribute('aria-invalid', 'true');
      email.setAttribute('aria-describedby', status.id);
    } else {
      email.removeAttribute('aria-invalid');
      email.removeAttribute('aria-describedby');
    }
  }
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || form.getAttribute('data-shell') !== 'newsletter') return;
    event.preventDefault();
    var email = form.elements.namedItem('email');
    var button = form.querySelector('button[type="submit"]');
    if (button.disabled || email.value.trim() === '' || !form.elements.namedItem('accept_privacy').checked) return;
    // The schema's own check comes from the server (the same message); an address the browser can
    // already tell is none is not sent.
    if (email.validity.typeMismatch) return say(form, form.getAttribute('data-email-format'), true);
    button.disabled = true;
    fetch('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: email.value, accept_privacy: true }),
    })
      .then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok) throw body;
          form.reset();
          say(form, body.message || form.getAttribute('data-thanks'), false);
        });
      })
      // A refusal names its field, or says why (too many sign-ups); anything else is the failure.
      .catch(function (refusal) {
        var fields = refusal && refusal.fields;
        say(form, (fields && (fields.email || refusal.error)) || form.getAttribute('data-failed'), true);
      })
      .then(function () {
        button.disabled = false;
      });
  });
  // Typing again clears an error.
  document.addEventListener('input', function (event) {
    var form = event.target.form;
    var status = form && form.getAttribute('data-shell') === 'newsletter' && event.target.name === 'email' && form.querySelector('[role="status"][data-error]');
    if (status) say(form, '', false);
  });
})();

// The legal notice's chips (spec-1 §2.6; site/legal/LegalPage.tsx): the server never sees the
// address's #section, so the chip that names it is marked here, and brought into sight in its strip.
(function () {
  function markChip() {
    var strip = document.querySelector('[data-shell="legal-chips"] ul');
    if (!strip) return;
    var chip = null;
    Array.prototype.forEach.call(strip.querySelectorAll('a[href^="#"]'), function (link) {
      if (link.getAttribute('href') !== decodeURIComponent(window.location.hash)) return link.removeAttribute('aria-current');
      chip = link;
      link.setAttribute('aria-current', 'location');
    });
    if (chip) strip.scrollLeft += chip.getBoundingClientRect().left - strip.getBoundingClientRect().left - (strip.clientWidth - chip.offsetWidth) / 2;
  }
  window.addEventListener('hashchange', markChip);
  if (window.location.hash) requestAnimationFrame(markChip); // no #section, nothing to mark: no layout read
})();
