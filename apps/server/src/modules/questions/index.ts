/** Questions and answers: what the app uses of the module (decision 0030). */
export { questionsRoutes } from './questions.routes.ts';
