import { type DocumentNode, print } from 'graphql';
import { type DocumentText, operationNameOf } from './documentText.ts';

/**
 * A document written in code (the server's, the tests') as it is sent: printed. The browser's come as
 * text from the build (documentText.ts), so the client loads this only where it meets one.
 */
export function printedText(document: DocumentNode): DocumentText {
  return { query: print(document), operationName: operationNameOf(document) };
}
