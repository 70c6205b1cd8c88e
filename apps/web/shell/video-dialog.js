// Part of /shell.js, the server HTML's behaviour without a framework (apps/web/vite.config.ts, ADR 021).
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
