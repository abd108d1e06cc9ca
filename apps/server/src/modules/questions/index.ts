/** Questions and answers: what the app uses of the module (decision 0030). */
export { questionsRoutes } from './questions.routes.ts';
/** The asker of a question, as a subquery (mail's followers). */
export { askerOf, questionIdsOf } from './reads.repository.ts';
