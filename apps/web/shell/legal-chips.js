// Part of /shell.js, the server HTML's behaviour without a framework (apps/web/vite.config.ts, ADR 021).
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
