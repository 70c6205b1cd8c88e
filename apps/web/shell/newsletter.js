// Part of /shell.js, the server HTML's behaviour without a framework (apps/web/vite.config.ts, ADR 021).
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
