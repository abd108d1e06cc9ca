/** robots.txt and the sitemaps: what the app uses of the module. */

export { sitemapRoutes } from './sitemap.routes.ts';
