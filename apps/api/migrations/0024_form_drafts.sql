-- A step's form sent by the browser itself (docs/decisions/021-islands-and-forms-before-javascript.md)
-- keeps the visitor's earlier steps, and their files, in a draft of the same table: one nobody is
-- mailed, so it has no address. Its secret travels in the page's form only.
ALTER TABLE saved_drafts ALTER COLUMN email DROP NOT NULL;
