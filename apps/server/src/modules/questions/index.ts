/** Questions and answers: what the app uses of the module (decision 0030). */
export { questionsRoutes } from './questions.routes.ts';
/** The published questions and answers (the procedure file, decision 0047). */
export { publishedQuestions } from './questions.service.ts';
/** The asker of a question, as a subquery (mail's followers). */
export { askerOf, questionIdsOf } from './reads.repository.ts';
