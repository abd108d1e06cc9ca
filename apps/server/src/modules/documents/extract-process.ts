import { extractDocument, type Kind } from './extract.ts';

// The child process that reads one document (extraction.ts starts it with a bounded heap and ends it
// after its time): the bytes and the kind come in over IPC, the text and the process's peak memory go
// out, and it exits. Plain Node (its types are stripped): nothing of the server is loaded here.
process.once('message', async (message: { bytes: Uint8Array; kind: Kind }) => {
  const result = await extractDocument(new Uint8Array(message.bytes), message.kind);
  process.send?.({ result, maxRssKb: process.resourceUsage().maxRSS }, () => process.exit(0));
});
