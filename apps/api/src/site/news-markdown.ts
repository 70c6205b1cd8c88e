import { Marked } from 'marked';
import { sanitizeArticleHtml } from './news';

/**
 * Articles are written in Markdown (ADR 012): a blank line between paragraphs makes paragraphs,
 * a single line break stays a line break (as staff see it typed), and links, lists, headings and
 * images work. HTML written inside is kept as Markdown allows, and everything the converter gives
 * goes through the site's sanitiser (news.ts), which decides what an article may hold.
 */
const markdown = new Marked({ gfm: true, breaks: true, async: false });

export const markdownToArticleHtml = (source: string): string => sanitizeArticleHtml(markdown.parse(source, { async: false }));

/** How an article's text is written: Markdown (every new one) or HTML (those written before). */
export type ArticleFormat = 'markdown' | 'html';

/** The HTML an article's text stands for, sanitised, in either format. */
export const articleHtml = (text: string, format: ArticleFormat): string => (format === 'markdown' ? markdownToArticleHtml(text) : sanitizeArticleHtml(text));
