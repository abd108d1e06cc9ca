/** The site's content: what the app uses of the module (decision 0030). */

export { contentRoutes } from './content.routes.ts';
export { contentAdminRoutes } from './content-admin.routes.ts';
export { sitePageData } from './page-data.ts';
export { publicContentPages } from './site-content.service.ts';
