import {
  helpArticleSchema,
  helpEntrySchema,
  statementSchema,
  termsSchema,
} from '@bk/contracts/content/content';
import { z } from 'zod';

/**
 * The data of the public content answers: the routes answer with them (content.routes.ts), and the
 * pages carry the same answers for their first paint (page-answers.ts).
 */
export const helpListAnswer = z.object({ helps: z.array(helpEntrySchema) });
export const termsAnswer = z.object({ regulation: termsSchema });
export const statementsAnswer = z.object({ statements: z.array(statementSchema) });
export const statementAnswer = z.object({ statement: statementSchema });
export const helpArticleAnswer = z.object({ help: helpArticleSchema });
