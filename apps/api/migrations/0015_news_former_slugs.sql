-- An article's former addresses: staff may change its slug, and the links already shared, indexed
-- or bookmarked under the old one lead to it (301) instead of a 404. A live article's own slug wins
-- over a former one, and deleting the article drops its former addresses with it.
CREATE TABLE news_former_slugs (
  slug text PRIMARY KEY,
  article_id bigint NOT NULL REFERENCES news_articles(id) ON DELETE CASCADE
);
CREATE INDEX news_former_slugs_article ON news_former_slugs(article_id);
