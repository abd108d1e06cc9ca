/** The OpenAPI description as a page to read (issue 36, decision 0036). */
export { apiDocsRoutes } from './api-docs.routes.ts';
export { completeDescription, describeRoute } from './openapi-description.ts';
