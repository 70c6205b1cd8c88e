/** The look of the few server-rendered pages (test gateway, payment 404), kept to the site's palette. */
export const SERVER_PAGES_CSS = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
.gateway{max-width:32rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{color:#1e3a8a;font-size:1.5rem}
.test-banner{background:#fef3c7;border:1px solid #f59e0b;color:#78350f;padding:.75rem 1rem;border-radius:.5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{font-weight:600}dd{margin:0}
.amount{font-size:1.25rem;font-weight:700}
.actions{display:flex;gap:1rem;margin-top:1.5rem}
button{font:inherit;min-height:2.75rem;padding:.5rem 1.5rem;border-radius:.5rem;border:0;cursor:pointer}
.pay{background:#c2410c;color:#fff}.cancel{background:#e2e8f0;color:#0f172a}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
a{color:#1e3a8a}
`;
