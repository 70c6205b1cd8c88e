-- DECISIONS §10: newsletter sign-ups are confirmed by a link sent by mail (double opt-in), and
-- every newsletter mail carries an unsubscribe link. Earlier sign-ups were never confirmed.
ALTER TABLE newsletter_subscribers ADD COLUMN token text;
UPDATE newsletter_subscribers SET token = md5(random()::text || id::text || clock_timestamp()::text) || md5(random()::text || email);
ALTER TABLE newsletter_subscribers ALTER COLUMN token SET NOT NULL;
ALTER TABLE newsletter_subscribers ADD CONSTRAINT newsletter_subscribers_token UNIQUE (token);
ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at timestamptz;
ALTER TABLE newsletter_subscribers ADD COLUMN unsubscribed_at timestamptz;
